import { createRng, hashString, mix32, videoIdFor, type Rng } from './prng.ts';
import { GENRES, SERIES_NAMES, TAGS } from './seriesNames.ts';
import { textsFor } from './languageTexts.ts';

/** Every generated date counts back from here, so two runs give the same rows whatever the day. */
export const SEED_BASE_DATE = Date.parse('2026-11-01T00:00:00Z');
const DAY_MS = 86_400_000;
const PUBLISHED_SPAN_DAYS = 3 * 365;

export interface ChannelSlot {
  id: number;
  language: string;
  weight: number;
}

/** One recap row as the seed inserts it. */
export interface GeneratedRecap {
  video_id: string;
  channel_id: number;
  title: string;
  description: string;
  series_name: string | null;
  thumbnail_url: string | null;
  views: number;
  like_count: number;
  duration: number;
  published_at: string;
  status: string | null;
  language: string;
  genres: string[];
  tags: string[];
  chapters_covered: string | null;
}

const STATUSES: readonly (readonly [string | null, number])[] = [
  ['Ongoing', 44], ['Completed', 30], ['Hiatus', 8], [null, 10], ['private', 4], ['error', 4],
];

// Filter buckets of spec section 9, kept clear of the boundaries so each recap lands in exactly one.
const DURATION_BUCKETS: readonly (readonly [[number, number], number])[] = [
  [[600, 3500], 34], [[3700, 7100], 30], [[7300, 14300], 25], [[14500, 36000], 11],
];

const OTHER_LANGUAGES = ['en', 'es', 'pt', 'ko', 'ja', 'fr', 'id', 'de', 'vi', 'th', 'tl'];

/** A channel pick weighted by each channel's share. */
export function channelPicker(channels: readonly ChannelSlot[]): (rng: Rng) => ChannelSlot {
  const total = channels.reduce((sum, channel) => sum + channel.weight, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const channel of channels) cumulative.push((running += channel.weight / total));
  return (rng) => {
    const roll = rng.next();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > roll) high = middle;
      else low = middle + 1;
    }
    return channels[low]!;
  };
}

const genresBySeries = new Map<string, string[]>();
function genresOf(series: string): string[] {
  let genres = genresBySeries.get(series);
  if (genres === undefined) {
    const rng = createRng(hashString(series));
    const chosen = new Set<string>();
    const count = rng.int(2, 4);
    while (chosen.size < count) chosen.add(rng.pick(GENRES));
    genres = [...chosen];
    genresBySeries.set(series, genres);
  }
  return genres;
}

/**
 * The recap with this sequence number: a pure function of (seed, sequence, channels), so any
 * batch can be generated on its own and the same number always gives the same row.
 */
export function generateRecap(seed: number, sequence: number, pickChannel: (rng: Rng) => ChannelSlot): GeneratedRecap {
  const rng = createRng(mix32(seed ^ mix32(sequence)));
  const channel = pickChannel(rng);
  const language = rng.chance(0.94) ? channel.language : rng.pick(OTHER_LANGUAGES);
  const texts = textsFor(language);
  // Popular series come up far more often, as in a real catalogue.
  const series = SERIES_NAMES[Math.floor(SERIES_NAMES.length * Math.pow(rng.next(), 2.2))]!;
  const hook = rng.pick(texts.hooks);

  const [low, high] = rng.weighted(DURATION_BUCKETS);
  const duration = rng.int(low, high);
  const secondsPerChapter = rng.int(45, 90);
  const chapterCount = Math.max(3, Math.round(duration / secondsPerChapter));
  const firstChapter = rng.chance(0.7) ? 1 : chapterCount * rng.int(1, 3) + 1;
  const chapters: [number, number] | null = rng.chance(0.92) ? [firstChapter, firstChapter + chapterCount - 1] : null;

  const views = Math.round(Math.pow(10, 2.7 + 3.6 * Math.pow(rng.next(), 1.3)));
  const publishedAt = new Date(SEED_BASE_DATE - Math.pow(rng.next(), 1.25) * PUBLISHED_SPAN_DAYS * DAY_MS - rng.int(0, 86_399) * 1000);

  const tags = new Set<string>(['manhwa', 'manhwa recap', ...texts.tags.slice(0, rng.int(0, texts.tags.length))]);
  const extraTags = rng.int(1, 3);
  for (let index = 0; index < extraTags; index++) tags.add(rng.pick(TAGS));
  tags.add(series.toLowerCase());

  const videoId = videoIdFor(sequence, rng);
  // A few thumbnails point at nothing, so the client's fallback image shows in the demo too.
  const thumbnailUrl = rng.chance(0.006) ? `/media/thumbnails/${videoId}.webp` : `/media/thumbnails/${videoId}.jpg`;
  return {
    video_id: videoId,
    channel_id: channel.id,
    title: rng.pick(texts.titles)(hook, series, chapters),
    description: texts.description(series, chapters, hook),
    series_name: rng.chance(0.96) ? series : null,
    thumbnail_url: thumbnailUrl,
    views,
    like_count: Math.round(views * (0.008 + rng.next() * 0.04)),
    duration,
    published_at: publishedAt.toISOString(),
    status: rng.weighted(STATUSES),
    language,
    genres: genresOf(series),
    tags: [...tags],
    chapters_covered: chapters ? `Chapters ${chapters[0]}-${chapters[1]}` : null,
  };
}
