import { NO_SERIES_LINKS } from '../../../src/domain/seriesIdentity';
import type { SeriesDetail } from '../../../src/api/types';

/** A series on two channels in two languages: chapters 1–30 and 41–60 known, one recap's range unknown. */
export function seriesDetail(overrides: Partial<SeriesDetail> = {}): SeriesDetail {
  return {
    slug: 'tower', name: 'Tower', recap_count: 3, channel_count: 2, languages: ['en', 'ko'], latest_published_at: null, max_chapter: 60,
    thumbnail_url: null, cover_url: null, status: null, genres: [], aliases: ['Tower', 'The Tower'],
    synopsis: '', alt_titles: [], total_chapters: null, links: NO_SERIES_LINKS,
    channels: [{ id: 1, name: 'One', language: 'en', recap_count: 1, ranged_count: 1 }, { id: 2, name: 'Two', language: 'ko', recap_count: 2, ranged_count: 1 }],
    coverage: [
      { recap_id: 10, channel_id: 1, language: 'en', start: 1, end: 30 },
      { recap_id: 11, channel_id: 2, language: 'ko', start: 41, end: 60 },
    ],
    progress: null, is_following: false, ...overrides,
  };
}
