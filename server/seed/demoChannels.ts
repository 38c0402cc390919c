import { createRng, randomIdChars } from './prng.ts';

export interface DemoChannel {
  name: string;
  language: string;
  description: string;
  subscriber_count: number;
  youtube_channel_id: string;
  url: string;
  active: boolean;
  full_scan: boolean;
  verified: boolean;
  /** Videos on the channel that are not in the catalogue (shorts, trailers...), added to its count. */
  extra_videos: number;
  /** The channel image is missing, so the client shows its placeholder (GET /media/channels/:id.jpg is 404). */
  no_image: boolean;
  /** How often the recap generator picks this channel, relative to the others. */
  weight: number;
}

type ChannelSketch = [name: string, language: string, description: string];

const SKETCHES: ChannelSketch[] = [
  ['Manhwa Recapped', 'en', 'Full-length manhwa recaps every week: regression, system and hunter stories from chapter one.'],
  ['Recap Realm', 'en', 'Long recaps of fantasy manhwa, narrated with care and no filler.'],
  ['The Webtoon Vault', 'en', 'Complete series recaps so you can catch up before the next season.'],
  ['Shadow Monarch Recaps', 'en', 'Hunters, dungeons and gates: the strongest characters, explained.'],
  ['Panel by Panel', 'en', 'Chapter-by-chapter manhwa recaps with the original panels.'],
  ['Murim Chronicles', 'en', 'Martial arts and murim manhwa recaps, from the first chapter to the latest.'],
  ['Villainess Diaries', 'en', 'Romance fantasy and villainess manhwa recaps, narrated in full.'],
  ['Level Up Recaps', 'en', 'System and leveling manhwa in one sitting.'],
  ['Regressor Review', 'en', 'Regression stories recapped: second chances, done right.'],
  ['Tower Climbers', 'en', 'Tower and dungeon manhwa, recapped floor by floor.'],
  ['Manhwa Bites', 'en', 'Shorter recaps for busy readers: the whole arc in under an hour.'],
  ['Hunter Files', 'en', 'Recaps of hunter and gate manhwa, with ranking breakdowns.'],
  ['Night Owl Recaps', 'en', 'Marathon recaps to fall asleep to: four hours and more.'],
  ['Resúmenes Manhwa', 'es', 'Resúmenes completos de manhwa cada semana.'],
  ['El Rincón del Webtoon', 'es', 'Tus webtoons favoritos resumidos desde el capítulo uno.'],
  ['Manhwa en Español', 'es', 'Historias de cazadores, regresiones y sistemas, resumidas.'],
  ['Capítulo Final', 'es', 'Resúmenes largos de manhwa de acción y fantasía.'],
  ['Lector Nocturno', 'es', 'Maratones de manhwa para ver de una sola vez.'],
  ['Mazmorra Resúmenes', 'es', 'Mazmorras, torres y cazadores: todo el manhwa en un video.'],
  ['Manhwa Narrado BR', 'pt', 'Manhwas narrados do começo ao fim, toda semana.'],
  ['Resumo Webtoon', 'pt', 'Resumos completos de webtoons de ação e fantasia.'],
  ['Caçadores de Manhwa', 'pt', 'Histórias de caçadores e regressão, resumidas.'],
  ['Leitura Rápida', 'pt', 'O arco inteiro em menos de uma hora.'],
  ['Torre dos Resumos', 'pt', 'Resumos longos para maratonar.'],
  ['웹툰 몰아보기', 'ko', '인기 웹툰을 한 번에 몰아보는 채널입니다.'],
  ['만화 읽어주는 남자', 'ko', '회귀, 빙의, 헌터물 웹툰 전체 줄거리.'],
  ['정주행 채널', 'ko', '긴 웹툰도 한 번에 정주행하세요.'],
  ['무협 이야기', 'ko', '무협 웹툰 전문 리뷰 채널.'],
  ['漫画ダイジェスト', 'ja', '話題のウェブトゥーンを一気にまとめて紹介します。'],
  ['ウェブトゥーン解説室', 'ja', '回帰・転生・ハンターものの漫画解説チャンネル。'],
  ['一気見まんが', 'ja', '長編漫画も一本の動画で一気見。'],
  ['Résumés Manhwa FR', 'fr', 'Des résumés complets de manhwa chaque semaine.'],
  ['Le Coin Webtoon', 'fr', 'Vos webtoons préférés résumés du début à la fin.'],
  ['Chasseurs de Chapitres', 'fr', 'Régression, système et chasseurs : résumés longs.'],
  ['Alur Cerita Manhwa', 'id', 'Rekap lengkap manhwa setiap minggu.'],
  ['Rekap Webtoon ID', 'id', 'Alur cerita webtoon dari chapter pertama.'],
  ['Dunia Manhwa', 'id', 'Cerita hunter, regresi dan sistem, direkap penuh.'],
  ['Komik Recap Indo', 'id', 'Maraton manhwa dalam satu video.'],
  ['Manhwa Zusammenfassung', 'de', 'Komplette Manhwa-Zusammenfassungen auf Deutsch.'],
  ['Webtoon Kapitel', 'de', 'Lange Zusammenfassungen von Action- und Fantasy-Webtoons.'],
];

// Two channels an administrator has deactivated: their recaps are hidden from every list.
const INACTIVE = new Set(['Manhwa Bites', 'Lector Nocturno']);
// Channels whose image never arrived, so the placeholder icon shows.
const WITHOUT_IMAGE = new Set(['Hunter Files', 'Mazmorra Resúmenes', '정주행 채널']);

function buildChannels(): DemoChannel[] {
  const rng = createRng(0xc4a77e1);
  return SKETCHES.map(([name, language, description], index) => {
    // Subscriber counts spread from a few thousand to a few million, the first channels largest.
    const size = Math.pow(10, 3.4 + 3 * rng.next() * (1 - index / (SKETCHES.length * 1.6)));
    const id = `UC${randomIdChars(rng, 21)}${rng.pick(['A', 'Q', 'g', 'w'])}`;
    return {
      name,
      language,
      description,
      subscriber_count: Math.round(size / 10) * 10,
      youtube_channel_id: id,
      url: `https://www.youtube.com/channel/${id}`,
      active: !INACTIVE.has(name),
      full_scan: rng.chance(0.7),
      verified: rng.chance(0.85),
      extra_videos: rng.int(0, 60),
      no_image: WITHOUT_IMAGE.has(name),
      weight: 0.5 + rng.next() * (language === 'en' ? 2 : 1.5),
    };
  });
}

export const DEMO_CHANNELS: readonly DemoChannel[] = buildChannels();
