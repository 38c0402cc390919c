import type { Queryable } from '../db/driver.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createRng, hashString, randomIdChars, type Rng } from './prng.ts';
import { SEED_BASE_DATE } from './recapGenerator.ts';
import { SERIES_NAMES } from './seriesNames.ts';
import { KNOWN_DEMO_PASSWORDS, type DemoPasswords } from './demoPasswords.ts';

/** The demo accounts with README's passwords, which they have on a local trial only (demoPasswords.ts). */
export const DEMO_ACCOUNTS = {
  demo: { username: 'demo', email: 'demo@example.com', password: KNOWN_DEMO_PASSWORDS.demo },
  admin: { username: 'admin', email: 'admin@example.com', password: KNOWN_DEMO_PASSWORDS.admin },
} as const;
/** Every other demo member signs in with this password on a local trial. */
export const MEMBER_PASSWORD = KNOWN_DEMO_PASSWORDS.member;

const MEMBER_NAMES = [
  'mina_reads', 'kaito_recaps', 'lucia.manhwa', 'joon_ho', 'sakura_panels', 'diego_lee', 'amelie_lit', 'rizky_w',
  'ana.beatriz', 'tomas_92', 'yuna_k', 'hiro_sato', 'camille.d', 'budi.santoso', 'marco_v', 'sofia_reads',
  'lena_m', 'daniel_park', 'isabela_r', 'noah_webtoon',
];
// These two never opened their verification mail.
const UNVERIFIED_MEMBERS = new Set(['tomas_92', 'noah_webtoon']);

const DAY_MS = 86_400_000;
const daysBefore = (days: number, rng?: Rng) =>
  new Date(SEED_BASE_DATE - days * DAY_MS - (rng ? rng.int(0, 86_399) * 1000 : 0)).toISOString();

interface RecapRef {
  id: number;
  series_name: string | null;
  channel_id: number;
  language: string;
  visible: boolean;
}

async function insertUsers(db: Queryable, passwords: DemoPasswords): Promise<{ demoId: number; adminId: number; memberIds: number[] }> {
  // One argon2 hash per distinct password (each costs tens of milliseconds); members share theirs.
  const [demoHash, adminHash, memberHash] = await Promise.all([
    hashPassword(passwords.demo),
    hashPassword(passwords.admin),
    hashPassword(passwords.member),
  ]);
  const rng = createRng(0x05e25);
  const users = [
    { username: DEMO_ACCOUNTS.demo.username, email: DEMO_ACCOUNTS.demo.email, hash: demoHash, admin: false, verified: true, created: daysBefore(200) },
    { username: DEMO_ACCOUNTS.admin.username, email: DEMO_ACCOUNTS.admin.email, hash: adminHash, admin: true, verified: true, created: daysBefore(400) },
    ...MEMBER_NAMES.map((username) => ({
      username,
      email: `${username.replace(/\./g, '_')}@example.com`,
      hash: memberHash,
      admin: false,
      verified: !UNVERIFIED_MEMBERS.has(username),
      created: daysBefore(rng.int(5, 900), rng),
    })),
  ];
  const { rows } = await db.query<{ id: number; username: string }>(
    `INSERT INTO users (username, email, password_hash, is_admin, email_verified, created_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::boolean[], $6::timestamptz[])
     RETURNING id, username`,
    [users.map((u) => u.username), users.map((u) => u.email), users.map((u) => u.hash), users.map((u) => u.admin),
      users.map((u) => u.verified), users.map((u) => u.created)],
  );
  const idOf = new Map(rows.map((row) => [row.username, row.id]));
  return {
    demoId: idOf.get('demo')!,
    adminId: idOf.get('admin')!,
    memberIds: MEMBER_NAMES.filter((name) => !UNVERIFIED_MEMBERS.has(name)).map((name) => idOf.get(name)!),
  };
}

async function insertRatings(db: Queryable, recaps: RecapRef[], raterIds: number[], rng: Rng): Promise<void> {
  const users: number[] = [];
  const recapIds: number[] = [];
  const ratings: number[] = [];
  const created: string[] = [];
  for (const recap of recaps) {
    if (raterIds.length === 0 || !rng.chance(0.45)) continue;
    // Each recap has a quality of its own, so averages differ from recap to recap.
    const quality = 1.8 + 3.2 * ((hashString(`quality:${recap.id}`) % 1000) / 1000);
    const raters = new Set<number>();
    const howMany = Math.min(raterIds.length, 1 + Math.floor(Math.pow(rng.next(), 2.5) * 12));
    while (raters.size < howMany) raters.add(rng.pick(raterIds));
    for (const userId of raters) {
      users.push(userId);
      recapIds.push(recap.id);
      ratings.push(Math.min(5, Math.max(1, Math.round(quality + (rng.next() - 0.5) * 2))));
      created.push(daysBefore(rng.int(0, 300), rng));
    }
  }
  // The ratings trigger would rewrite a recap row (and all its index entries) once per rating;
  // inside this transaction it is off, and each rated recap gets its totals in one pass instead.
  await db.query('ALTER TABLE ratings DISABLE TRIGGER USER');
  await db.query(
    `INSERT INTO ratings (user_id, recap_id, rating, created_at)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::timestamptz[]) ON CONFLICT DO NOTHING`,
    [users, recapIds, ratings, created],
  );
  await db.query('ALTER TABLE ratings ENABLE TRIGGER USER');
  await db.query(
    `UPDATE recaps r SET avg_rating = t.average, rating_count = t.total
       FROM (SELECT recap_id, avg(rating)::double precision AS average, count(*)::int AS total FROM ratings GROUP BY recap_id) t
      WHERE r.id = t.recap_id`,
  );
}

async function insertDemoLists(db: Queryable, demoId: number, adminId: number, recaps: RecapRef[], rng: Rng): Promise<void> {
  const visible = recaps.filter((recap) => recap.visible);
  const english = visible.filter((recap) => recap.language === 'en');
  const saved = new Set<number>();
  const pool = english.length >= 20 ? english : visible;
  while (saved.size < Math.min(12, pool.length)) saved.add(rng.pick(pool).id);
  const savedIds = [...saved];
  await db.query(
    `INSERT INTO watchlist (user_id, recap_id, created_at)
     SELECT $1::int, recap_id, $3::timestamptz - ord * interval '7 hours' FROM unnest($2::int[]) WITH ORDINALITY AS t (recap_id, ord)
     UNION ALL
     SELECT $4::int, recap_id, $3::timestamptz - ord * interval '1 day' FROM unnest($5::int[]) WITH ORDINALITY AS t (recap_id, ord)
     ON CONFLICT DO NOTHING`,
    [demoId, savedIds, new Date(SEED_BASE_DATE).toISOString(), adminId, savedIds.slice(0, 3)],
  );
  await db.query(
    `INSERT INTO ratings (user_id, recap_id, rating, created_at)
     SELECT $1::int, recap_id, 3 + (recap_id % 3), $3::timestamptz FROM unnest($2::int[]) AS t (recap_id) ON CONFLICT DO NOTHING`,
    [demoId, savedIds.slice(0, 8), daysBefore(3)],
  );
  // Five favourite channels: three English ones and two in other languages.
  await db.query(
    `INSERT INTO favourites (user_id, channel_id, created_at)
     SELECT $1::int, id, $2::timestamptz - row_number() OVER (ORDER BY id) * interval '2 days' FROM (
       (SELECT id FROM channels WHERE active AND language = 'en' ORDER BY id LIMIT 3)
       UNION ALL (SELECT id FROM channels WHERE active AND language <> 'en' ORDER BY id LIMIT 2)) AS chosen`,
    [demoId, new Date(SEED_BASE_DATE).toISOString()],
  );
}

const ADMIN_NOTES = {
  approved: ['Matches the official English title.', 'Confirmed from the video description.', null],
  rejected: ['That is a different series.', 'Please use the official title, not a translation.', 'Duplicate of an earlier suggestion.'],
};

async function insertSuggestions(db: Queryable, memberIds: number[], recaps: RecapRef[], rng: Rng): Promise<void> {
  const unnamed = recaps.filter((recap) => recap.series_name === null && recap.visible);
  const named = recaps.filter((recap) => recap.series_name !== null && recap.visible);
  const plan: { status: 'pending' | 'approved' | 'rejected'; count: number }[] = [
    { status: 'pending', count: 12 }, { status: 'approved', count: 4 }, { status: 'rejected', count: 3 },
  ];
  const used = new Set<number>();
  const rows: { recap: number; user: number; name: string; status: string; notes: string | null; created: string; reviewed: string | null }[] = [];
  for (const { status, count } of plan) {
    for (let index = 0; index < count; index++) {
      const source = unnamed.length > 0 && rng.chance(0.6) ? unnamed : named;
      if (source.length === 0) return;
      const recap = rng.pick(source);
      if (used.has(recap.id)) continue;
      used.add(recap.id);
      const name = recap.series_name
        ? rng.pick([recap.series_name.replace(/^The /, ''), `${recap.series_name} (Season 2)`, rng.pick(SERIES_NAMES)])
        : rng.pick(SERIES_NAMES);
      const createdDays = status === 'pending' ? rng.int(0, 14) : rng.int(15, 60);
      rows.push({
        recap: recap.id,
        user: rng.pick(memberIds),
        name: name.slice(0, 100),
        status,
        notes: status === 'pending' ? null : rng.pick(ADMIN_NOTES[status]),
        created: daysBefore(createdDays, rng),
        reviewed: status === 'pending' ? null : daysBefore(createdDays - 2),
      });
    }
  }
  await db.query(
    `INSERT INTO suggestions (recap_id, user_id, suggested_series_name, status, admin_notes, created_at, reviewed_at)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[])
     ON CONFLICT DO NOTHING`,
    [rows.map((r) => r.recap), rows.map((r) => r.user), rows.map((r) => r.name), rows.map((r) => r.status),
      rows.map((r) => r.notes), rows.map((r) => r.created), rows.map((r) => r.reviewed)],
  );
}

async function insertPendingChannels(db: Queryable, rng: Rng): Promise<void> {
  const channel = () => `https://www.youtube.com/channel/UC${randomIdChars(rng, 21)}${rng.pick(['A', 'Q', 'g', 'w'])}`;
  const pending: [name: string, language: string, url: string, status: string][] = [
    ['Manhwa Marathon', 'en', 'https://www.youtube.com/@ManhwaMarathon', 'pending'],
    ['Recap Dungeon', 'en', channel(), 'pending'],
    ['Resumen Total', 'es', 'https://www.youtube.com/@ResumenTotal', 'pending'],
    ['Manhwa Dublado Recap', 'pt', channel(), 'pending'],
    ['Webtoon Kwento', 'tl', 'https://www.youtube.com/@WebtoonKwento', 'pending'],
    ['มังฮวาสรุป', 'th', channel(), 'pending'],
    ['웹툰 요약왕', 'ko', 'https://www.youtube.com/@webtoonking', 'pending'],
    ['まんが要約チャンネル', 'ja', channel(), 'pending'],
    ['Old Recap Archive', 'en', 'https://www.youtube.com/@OldRecapArchive', 'verified'],
    ['Rekap Komik Lama', 'id', channel(), 'verified'],
  ];
  await db.query(
    `INSERT INTO pending_channels (channel_name, language, youtube_url, active, full_scan, status, created_at)
     SELECT name, language, url, true, true, status, $5::timestamptz - ord * interval '11 hours'
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS t (name, language, url, status, ord)`,
    [pending.map((p) => p[0]), pending.map((p) => p[1]), pending.map((p) => p[2]), pending.map((p) => p[3]),
      new Date(SEED_BASE_DATE).toISOString()],
  );
}

const MATCH_TYPES = ['EXACT_DUPLICATE', 'SAME_SERIES', 'POSSIBLY_RELATED', 'DIFFERENT'] as const;
const CONFIDENCES = ['HIGH', 'MEDIUM', 'LOW'] as const;
// Similarity falls with the kind of match, and within a kind with the confidence.
const SIMILARITY: Record<(typeof MATCH_TYPES)[number], [number, number]> = {
  EXACT_DUPLICATE: [0.9, 1], SAME_SERIES: [0.78, 0.92], POSSIBLY_RELATED: [0.62, 0.8], DIFFERENT: [0.45, 0.65],
};

function matchPair(type: (typeof MATCH_TYPES)[number], recaps: RecapRef[], bySeries: Map<string, RecapRef[]>, rng: Rng): [RecapRef, RecapRef] | null {
  const shared = [...bySeries.values()].filter((group) => group.length >= 2);
  if (type === 'EXACT_DUPLICATE' || type === 'SAME_SERIES') {
    if (shared.length === 0) return null;
    const group = rng.pick(shared);
    const first = rng.pick(group);
    // A duplicate is usually a re-upload on another channel.
    const others = group.filter((recap) => recap.id !== first.id);
    const elsewhere = others.filter((recap) => recap.channel_id !== first.channel_id);
    return [first, rng.pick(type === 'EXACT_DUPLICATE' && elsewhere.length > 0 ? elsewhere : others)];
  }
  if (recaps.length < 2) return null;
  const first = rng.pick(recaps);
  const firstWords = new Set((first.series_name ?? '').split(' ').filter((word) => word.length > 3));
  const candidates = recaps.filter((recap) => recap.series_name !== first.series_name && recap.id !== first.id);
  const related = candidates.filter((recap) => (recap.series_name ?? '').split(' ').some((word) => firstWords.has(word)));
  const pool = type === 'POSSIBLY_RELATED' && related.length > 0 ? related : candidates;
  return pool.length > 0 ? [first, rng.pick(pool)] : null;
}

async function insertThumbnailMatches(db: Queryable, recaps: RecapRef[], rng: Rng): Promise<void> {
  const named = recaps.filter((recap) => recap.series_name !== null);
  const bySeries = new Map<string, RecapRef[]>();
  for (const recap of named) bySeries.set(recap.series_name!, [...(bySeries.get(recap.series_name!) ?? []), recap]);
  const seen = new Set<string>();
  const rows: { a: number; b: number; type: string; confidence: string; score: number; created: string }[] = [];
  // Every type with every confidence, three or four times each: about forty matches.
  for (let round = 0; round < 4; round++) {
    for (const type of MATCH_TYPES) {
      for (const [level, confidence] of CONFIDENCES.entries()) {
        if (round === 3 && (level + MATCH_TYPES.indexOf(type)) % 3 !== 0) continue;
        const pair = matchPair(type, named, bySeries, rng);
        if (pair === null) continue;
        const key = [Math.min(pair[0].id, pair[1].id), Math.max(pair[0].id, pair[1].id)].join(':');
        if (seen.has(key)) continue;
        seen.add(key);
        const [low, high] = SIMILARITY[type];
        const band = (high - low) / 3;
        const top = high - level * band;
        rows.push({
          a: pair[0].id, b: pair[1].id, type, confidence,
          score: Math.round((top - rng.next() * band) * 1000) / 1000,
          created: daysBefore(rng.int(0, 30), rng),
        });
      }
    }
  }
  await db.query(
    `INSERT INTO thumbnail_matches (recap_id_1, recap_id_2, match_type, confidence, similarity_score, created_at)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::real[], $6::timestamptz[]) ON CONFLICT DO NOTHING`,
    [rows.map((r) => r.a), rows.map((r) => r.b), rows.map((r) => r.type), rows.map((r) => r.confidence),
      rows.map((r) => r.score), rows.map((r) => r.created)],
  );
}

/** Accounts and everything people did: ratings, lists, suggestions, and the moderation queues. */
export async function seedCommunity(db: Queryable, passwords: DemoPasswords): Promise<void> {
  const rng = createRng(0xc0441);
  const { demoId, adminId, memberIds } = await insertUsers(db, passwords);
  // The earliest recaps are plenty to pick from, and keep this fast at any catalogue size.
  const { rows: recaps } = await db.query<RecapRef>(
    `SELECT r.id, r.series_name, r.channel_id, r.language, c.active AS visible
       FROM recaps r JOIN channels c ON c.id = r.channel_id ORDER BY r.id LIMIT 4000`,
  );
  await insertPendingChannels(db, rng);
  if (recaps.length === 0) return;
  await insertRatings(db, recaps, memberIds, rng);
  await insertDemoLists(db, demoId, adminId, recaps, rng);
  await insertSuggestions(db, memberIds, recaps, rng);
  await insertThumbnailMatches(db, recaps, rng);
}
