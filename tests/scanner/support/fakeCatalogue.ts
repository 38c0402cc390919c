import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ThumbnailEdit } from './thumbnailArt.ts';

/** The mutable world the fake API serves, expanded from tests/fixtures/youtube/catalogue.json. */
export interface FakeVideo {
  id: string;
  channelId: string;
  title: string;
  description: string;
  tags: string[];
  durationSeconds: number;
  views: number;
  likes: number;
  publishedAt: string;
  language: string;
  privacy: 'public' | 'private';
  deleted: boolean;
  thumbnail: { art: number; episode: number; edit?: ThumbnailEdit };
  /** What the title parser should read, when the fixture knows it. */
  expectedSeries: string | null;
  expectedChapters: string | null;
}

export interface FakeChannel {
  id: string;
  title: string;
  handle: string;
  language: string;
  description: string;
  subscriberCount: number;
  viewCount: number;
  publishedAt: string;
  /** Newest first, like a real uploads playlist. */
  uploads: FakeVideo[];
}

interface FakeSearchChannel {
  id: string;
  title: string;
  description: string;
}

export interface FakeCatalogue {
  channels: Map<string, FakeChannel>;
  videos: Map<string, FakeVideo>;
  search: Record<string, string[]>;
  searchOnlyChannels: Map<string, FakeSearchChannel>;
}

interface SeriesFixture {
  name: string;
  parts: number;
  chaptersPerPart: number;
  art: number;
  template: boolean;
  titles: string;
  firstPublished: string;
  everyDays: number;
}
interface SingleFixture {
  title: string;
  description: string;
  seriesName: string | null;
  chapters: string | null;
  art: number;
  durationSeconds: number;
  publishedAt: string;
  views: number;
  likes: number;
}
interface ReuploadFixture {
  of: { channel: string; series: string; part: number };
  edit: ThumbnailEdit;
  publishedAt: string;
}
interface ChannelFixture {
  id: string;
  title: string;
  handle: string;
  language: string;
  description: string;
  subscriberCount: number;
  viewCount: number;
  publishedAt: string;
  series?: SeriesFixture[];
  singles?: SingleFixture[];
  reuploads?: ReuploadFixture[];
}
interface CatalogueFixture {
  channels: ChannelFixture[];
  titleTemplates: Record<string, string>;
  search: Record<string, string[]>;
  searchOnlyChannels: FakeSearchChannel[];
}

const CATALOGUE_FIXTURE = fileURLToPath(new URL('../../fixtures/youtube/catalogue.json', import.meta.url));

const VIDEO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A stable 11-character video id, in the alphabet YouTube uses. */
export function fakeVideoId(seed: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const char of seed) {
    h1 = Math.imul(h1 ^ char.charCodeAt(0), 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ char.charCodeAt(0), 0x5bd1e995) >>> 0;
  }
  let id = '';
  for (let i = 0; i < 11; i += 1) {
    const source = i < 6 ? h1 >>> (i * 5) : h2 >>> ((i - 6) * 5);
    id += VIDEO_ID_ALPHABET[source & 63];
  }
  return id;
}

function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString().replace('.000Z', 'Z');
}

export function loadFakeCatalogue(path = CATALOGUE_FIXTURE): FakeCatalogue {
  const fixture = JSON.parse(readFileSync(path, 'utf8')) as CatalogueFixture;
  const channels = new Map<string, FakeChannel>();
  const videos = new Map<string, FakeVideo>();
  const seriesParts = new Map<string, FakeVideo>();

  for (const spec of fixture.channels) {
    const uploads: FakeVideo[] = [];
    for (const series of spec.series ?? []) {
      for (let part = 1; part <= series.parts; part += 1) {
        const from = (part - 1) * series.chaptersPerPart + 1;
        const to = part * series.chaptersPerPart;
        const id = fakeVideoId(`${spec.id}/${series.name}/${part}`);
        const video: FakeVideo = {
          id,
          channelId: spec.id,
          title: fillTemplate(fixture.titleTemplates[series.titles], { series: series.name, from, to, part }),
          description: `${series.name}, chapters ${from} to ${to}.`,
          tags: ['manhwa', 'recap', series.name.toLowerCase()],
          durationSeconds: 2400 + ((series.art * 37 + part * 911) % 12000),
          views: 1000 + ((series.art * 7919 + part * 104729) % 900000),
          likes: 50 + ((series.art * 31 + part * 1013) % 20000),
          publishedAt: addDays(series.firstPublished, (part - 1) * series.everyDays),
          language: spec.language,
          privacy: 'public',
          deleted: false,
          thumbnail: series.template ? { art: series.art, episode: part } : { art: series.art * 100 + part, episode: part },
          expectedSeries: series.name,
          expectedChapters: `${from}-${to}`,
        };
        uploads.push(video);
        seriesParts.set(`${spec.id}/${series.name}/${part}`, video);
      }
    }
    for (const [index, single] of (spec.singles ?? []).entries()) {
      uploads.push({
        id: fakeVideoId(`${spec.id}/single/${index}`),
        channelId: spec.id,
        title: single.title,
        description: single.description,
        tags: ['manhwa', 'recap'],
        durationSeconds: single.durationSeconds,
        views: single.views,
        likes: single.likes,
        publishedAt: single.publishedAt,
        language: spec.language,
        privacy: 'public',
        deleted: false,
        thumbnail: { art: single.art, episode: 1 },
        expectedSeries: single.seriesName,
        expectedChapters: single.chapters,
      });
    }
    for (const [index, reupload] of (spec.reuploads ?? []).entries()) {
      const original = seriesParts.get(`${reupload.of.channel}/${reupload.of.series}/${reupload.of.part}`);
      if (!original) throw new Error(`catalogue: re-upload of an unknown video ${JSON.stringify(reupload.of)}`);
      uploads.push({
        ...original,
        id: fakeVideoId(`${spec.id}/reupload/${index}`),
        channelId: spec.id,
        views: Math.floor(original.views / 20),
        likes: Math.floor(original.likes / 20),
        publishedAt: reupload.publishedAt,
        tags: [...original.tags],
        thumbnail: { ...original.thumbnail, edit: reupload.edit },
      });
    }
    uploads.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    for (const video of uploads) videos.set(video.id, video);
    channels.set(spec.id, {
      id: spec.id,
      title: spec.title,
      handle: spec.handle,
      language: spec.language,
      description: spec.description,
      subscriberCount: spec.subscriberCount,
      viewCount: spec.viewCount,
      publishedAt: spec.publishedAt,
      uploads,
    });
  }
  return {
    channels,
    videos,
    search: fixture.search,
    searchOnlyChannels: new Map(fixture.searchOnlyChannels.map((channel) => [channel.id, channel])),
  };
}
