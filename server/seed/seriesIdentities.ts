import type { Queryable } from '../db/driver.ts';
import { createRng, hashString, type Rng } from './prng.ts';
import { seriesKey } from '../../src/domain/seriesName.ts';
import type { SeriesLinks, SeriesStatus } from '../../src/domain/seriesIdentity.ts';

/**
 * What an administrator would have said of each demo series, so a newcomer's first series page looks like one on
 * a tracker: a cover chosen among its recaps' pictures, a short synopsis, a status, genres, other titles and
 * made-up tracker ids of the right form. Each value comes from the series' name alone, so every run gives the same.
 */

// The Korean titles the popular demo series were first published under (made up, as the series are).
const KOREAN_TITLES: Readonly<Record<string, string>> = {
  'The Return of the Disaster-Class Hero': '재난급 영웅의 귀환',
  'Solo Max-Level Newbie': '나 혼자 만렙 뉴비',
  'The Regressed Demon Lord Is Kind': '회귀한 마왕은 친절하다',
  'Reincarnated as the Crown Prince of Ruin': '몰락한 왕국의 황태자로 환생했다',
  'The Last Necromancer of the Northern Tower': '북쪽 탑의 마지막 네크로맨서',
  'Omniscient First-Person Narrator': '전지적 1인칭 시점',
  'The Tutorial Tower of the Advanced Player': '고인물 플레이어의 튜토리얼 탑',
  'Martial Arts Genius of the Heavenly Sect': '천문의 무공 천재',
  'The S-Classes That I Raised': '내가 키운 S급들',
  'Academy Genius Swordsman': '아카데미 천재 검술사',
  'The Villainess Turns the Hourglass Again': '악녀는 모래시계를 다시 돌린다',
  'My Daughter Is the Final Boss': '내 딸이 최종 보스다',
  'Return of the Mad Demon': '광마의 귀환',
  'The Hunter Who Lived Ten Thousand Years': '만 년을 산 헌터',
  'Infinite Mage of the Eastern Academy': '동부 아카데미의 무한 마법사',
  'The Player Who Returned from Hell': '지옥에서 돌아온 플레이어',
  'Second Life of a Trash Princess': '쓰레기 공주의 두 번째 삶',
  'The Extra Who Read the Novel': '소설을 읽은 엑스트라',
  'Legendary Blacksmith Reborn': '전설의 대장장이가 다시 태어났다',
  'Pick Me Up, Infinite Gacha': '픽 미 업, 무한 가챠',
  'The Duke’s Cursed Knight': '공작가의 저주받은 기사',
  'Nano Machine Swordmaster': '나노마신 검성',
  'The Greatest Estate Developer of the South': '남부 최고의 영지 개발자',
  'Revenge of the Iron-Blooded Sword Hound': '철혈검가 사냥개의 복수',
  'Heavenly Demon Instructor': '천마 교관',
  'The Lazy Lord Masters the Sword': '게으른 영주가 검을 익히다',
  'Dungeon Reset After Ten Years': '십 년 만의 던전 리셋',
  'The World After the Fall of Seoul': '서울 멸망 이후의 세계',
  'Surviving the Game as a Barbarian': '게임 속 바바리안으로 살아남기',
  'Return of the Frozen Player': '얼어붙은 플레이어의 귀환',
  'The Archmage Returns After 4000 Years': '4000년 만에 귀환한 대마도사',
  'Emperor of Solo Play': '솔로 플레이의 황제',
  'The Constellation That Returned from Hell': '지옥에서 돌아온 성좌님',
  'I Obtained a Mythic Item': '신화급 아이템을 손에 넣었다',
  'The Max-Level Hero Has Returned': '만렙 영웅님께서 귀환하신다',
  'Swordmaster’s Youngest Son': '검술명가 막내아들',
  'The Beginning After the Betrayal': '배신 이후의 시작',
  'Tomb Raider King of the Eastern Sea': '동해의 도굴왕',
  'Villain to Kill the Protagonist': '주인공을 죽이는 악역',
  'The Knight Only Lives Today': '기사는 오늘만 산다',
};

// The Japanese titles of the few the Japanese channels recap most.
const JAPANESE_TITLES: Readonly<Record<string, string>> = {
  'The Return of the Disaster-Class Hero': '災害級英雄の帰還',
  'Solo Max-Level Newbie': '俺だけレベルMAXなビギナー',
  'The Regressed Demon Lord Is Kind': '回帰した魔王は優しい',
  'Return of the Mad Demon': '狂魔の帰還',
  'The Player Who Returned from Hell': '地獄から帰ってきたプレイヤー',
  'Nano Machine Swordmaster': 'ナノマシン剣聖',
};

const OPENINGS = [
  'Left for dead at the bottom of a collapsing dungeon, a low-ranked hunter wakes up with a second chance and a system only he can see.',
  'Betrayed by the companions he trusted most, a swordsman opens his eyes ten years in the past.',
  'The weakest student of a famous academy discovers that he has read this world before, in a novel.',
  'Reborn as the forgotten heir of a ruined house, a former general sets out to take back what was lost.',
  'When the gates opened over the city, the world learned to fear the monsters behind them, and to rely on one unlikely hunter.',
  'A villainess fated to die at the end of the story decides to write a different ending.',
  'After a thousand years sealed in a tower, the last of the great mages returns to a world that has forgotten magic.',
  'The youngest son of a family of swordmasters was called a failure, until the day he remembered his past life.',
];
const MIDDLES = [
  'Every floor he clears brings him closer to the truth behind the tower, and to the people who sent him there.',
  'Old enemies have not forgotten him, and new ones are already gathering.',
  'To survive, he must master the skills no one else takes seriously.',
  'Between court intrigue and the threat from the north, there is little room for mistakes.',
  'The guilds want him, the government watches him, and the system keeps raising the stakes.',
  'What began as a fight for survival becomes a war for the whole continent.',
];
const CLOSINGS = [
  'This time, he will not lose anyone.',
  'The rankings are about to change.',
  'A story of revenge, growth and found family.',
  'The second life is only beginning.',
  'No one is ready for what comes next.',
];

const STATUSES: readonly (readonly [SeriesStatus, number])[] = [['ongoing', 50], ['completed', 30], ['hiatus', 12], ['cancelled', 8]];

/** The initials fans shorten a long title to ("TRDCH"), for names of three words or more. */
function shorthand(name: string): string | null {
  const words = name.split(/[\s-]+/).map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter((word) => word !== '');
  if (words.length < 3) return null;
  return words.map((word) => [...word][0]!.toUpperCase()).join('');
}

/** The title a scanlation group put out, which keeps or drops the official title's leading article. */
function scanlationTitle(name: string): string {
  return /^the /i.test(name) ? name.slice(4) : `The ${name}`;
}

function hex(rng: Rng, length: number): string {
  let out = '';
  for (let index = 0; index < length; index++) out += rng.int(0, 15).toString(16);
  return out;
}

/** The ids each tracker has given a demo series so far: a tracker's entry is one series (migration 220). */
type GivenIds = Record<keyof SeriesLinks, Set<string>>;

function madeUpLinks(rng: Rng, given: GivenIds): SeriesLinks {
  const base36 = '0123456789abcdefghijklmnopqrstuvwxyz';
  // Drawn again while another series has it: a thousand series make a repeated six-digit number likely.
  const unique = (tracker: keyof SeriesLinks, draw: () => string): string => {
    let id = draw();
    while (given[tracker].has(id)) id = draw();
    given[tracker].add(id);
    return id;
  };
  return {
    anilist: rng.chance(0.9) ? unique('anilist', () => String(rng.int(100_000, 189_999))) : null,
    myanimelist: rng.chance(0.8) ? unique('myanimelist', () => String(rng.int(110_000, 169_999))) : null,
    // A version 4 UUID, as MangaDex's are.
    mangadex: rng.chance(0.85) ? unique('mangadex', () => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${rng.pick(['8', '9', 'a', 'b'])}${hex(rng, 3)}-${hex(rng, 12)}`) : null,
    mangaupdates: rng.chance(0.7) ? unique('mangaupdates', () => Array.from({ length: 7 }, () => rng.pick([...base36])).join('')) : null,
  };
}

interface SeededSeries {
  id: number;
  name: string;
  languages: string[];
  max_chapter: number | null;
}

/** Gives every demo series its identity, after the recaps are linked to their series. */
export async function seedSeriesIdentities(q: Queryable): Promise<void> {
  const { rows } = await q.query<SeededSeries>('SELECT id, name, languages, max_chapter FROM series ORDER BY id');
  const taken = new Set((await q.query<{ key: string }>('SELECT key FROM series_aliases')).rows.map((row) => row.key));
  const aliasKeys: string[] = [];
  const aliasNames: string[] = [];
  const aliasSeries: number[] = [];
  const givenIds: GivenIds = { anilist: new Set(), myanimelist: new Set(), mangadex: new Set(), mangaupdates: new Set() };
  const values = rows.map((series) => {
    const rng = createRng(hashString(`identity:${series.name}`));
    // Its other titles, in the languages its recaps are watched in, each a name no other series has.
    const candidates = [
      series.languages.includes('ko') ? KOREAN_TITLES[series.name] : undefined,
      series.languages.includes('ja') ? JAPANESE_TITLES[series.name] : undefined,
      shorthand(series.name),
      scanlationTitle(series.name),
    ];
    const altTitles: string[] = [];
    for (const title of candidates) {
      if (title === undefined || title === null || taken.has(seriesKey(title))) continue;
      taken.add(seriesKey(title));
      altTitles.push(title);
      aliasKeys.push(seriesKey(title));
      aliasNames.push(title);
      aliasSeries.push(series.id);
    }
    const status = rng.weighted(STATUSES);
    // A completed series' last chapter is known; it reaches at least as far as its recaps do.
    const total = status === 'completed' ? Math.ceil(Math.max(series.max_chapter ?? 0, 40)) + rng.int(0, 30) : null;
    const synopsis = `${rng.pick(OPENINGS)} ${rng.pick(MIDDLES)} ${rng.pick(CLOSINGS)}`;
    return { id: series.id, altTitles, status, total, synopsis, links: madeUpLinks(rng, givenIds) };
  });
  await q.query(
    `INSERT INTO series_aliases (key, name, series_id) SELECT * FROM unnest($1::text[], $2::text[], $3::int[])`,
    [aliasKeys, aliasNames, aliasSeries],
  );
  // The cover an administrator picked: the picture of its most-watched recap a visitor can see (as the Edit Series
  // form offers them, seriesEdit.ts), one that exists when it has one (.webp ones point at nothing, see
  // recapGenerator.ts); its genres are those its recaps name, now said by the admin.
  await q.query(
    `UPDATE series s SET synopsis = u.synopsis, status = u.status, total_chapters = u.total, links = u.links::jsonb,
            alt_titles = ARRAY(SELECT json_array_elements_text(u.alt_titles::json)), genres = s.recap_genres,
            cover_url = (SELECT r.thumbnail_url FROM recaps r JOIN channels c ON c.id = r.channel_id AND c.active
                          WHERE r.series_id = s.id AND r.thumbnail_url IS NOT NULL AND lower(trim(coalesce(r.status, ''))) <> 'private'
                          ORDER BY r.thumbnail_url LIKE '%.jpg' DESC, r.views DESC, r.id LIMIT 1)
       FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[]) AS u(id, synopsis, status, total, links, alt_titles)
      WHERE s.id = u.id`,
    [
      values.map((v) => v.id), values.map((v) => v.synopsis), values.map((v) => v.status), values.map((v) => v.total),
      values.map((v) => JSON.stringify(v.links)), values.map((v) => JSON.stringify(v.altTitles)),
    ],
  );
}
