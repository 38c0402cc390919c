/**
 * What a series is, beyond its name: the publication status, the fixed list of genres and the trackers a series
 * links to. The server validates against these and the forms and pages read them,
 * so a form offers exactly what the server accepts.
 */

export const SERIES_STATUSES = ['ongoing', 'completed', 'hiatus', 'cancelled'] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

export const SERIES_STATUS_LABELS: Record<SeriesStatus, string> = {
  ongoing: 'Ongoing',
  completed: 'Completed',
  hiatus: 'On hiatus',
  cancelled: 'Cancelled',
};

/** Each status's message, which says it in the reader's language (English: the labels above). */
export const SERIES_STATUS_MESSAGES: Record<SeriesStatus, string> = {
  ongoing: /*i18n*/ 'series.status.ongoing',
  completed: /*i18n*/ 'series.status.completed',
  hiatus: /*i18n*/ 'series.status.hiatus',
  cancelled: /*i18n*/ 'series.status.cancelled',
};

/**
 * The genres a series can carry. Recaps name genres freely; a series' genres are the ones of this list its recaps
 * name (compared without case) until an admin sets them.
 */
export const SERIES_GENRES = [
  'Action', 'Adventure', 'Apocalypse', 'Comedy', 'Cultivation', 'Drama', 'Dungeon', 'Fantasy', 'Historical', 'Horror',
  'Isekai', 'Magic', 'Martial Arts', 'Murim', 'Mystery', 'Psychological', 'Regression', 'Reincarnation', 'Revenge',
  'Romance', 'School Life', 'Sci-Fi', 'Slice of Life', 'Sports', 'Supernatural', 'System', 'Thriller', 'Tragedy',
  'Villainess',
] as const;
export type SeriesGenre = (typeof SERIES_GENRES)[number];

export const SERIES_TRACKERS = ['anilist', 'myanimelist', 'mangadex', 'mangaupdates'] as const;
export type SeriesTracker = (typeof SERIES_TRACKERS)[number];

/** A series' ids on the trackers; a tracker the series is not linked to is null. */
export type SeriesLinks = Record<SeriesTracker, string | null>;

export const NO_SERIES_LINKS: SeriesLinks = { anilist: null, myanimelist: null, mangadex: null, mangaupdates: null };

interface TrackerForm {
  label: string;
  /** The form a valid id takes on this tracker. */
  idPattern: RegExp;
  /** What a person is told when an id does not take that form. */
  idRule: string;
  url: (id: string) => string;
}

export const TRACKER_FORMS: Record<SeriesTracker, TrackerForm> = {
  anilist: {
    label: 'AniList',
    idPattern: /^[1-9]\d{0,9}$/,
    idRule: 'An AniList id is a number, as in anilist.co/manga/105398.',
    url: (id) => `https://anilist.co/manga/${id}`,
  },
  myanimelist: {
    label: 'MyAnimeList',
    idPattern: /^[1-9]\d{0,9}$/,
    idRule: 'A MyAnimeList id is a number, as in myanimelist.net/manga/121496.',
    url: (id) => `https://myanimelist.net/manga/${id}`,
  },
  mangadex: {
    label: 'MangaDex',
    idPattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    idRule: 'A MangaDex id is a UUID, as in mangadex.org/title/32d76d19-8a05-4db0-9fc2-e0b0648fe9d0.',
    url: (id) => `https://mangadex.org/title/${id}`,
  },
  mangaupdates: {
    label: 'MangaUpdates',
    idPattern: /^[0-9a-z]{1,12}$/,
    idRule: 'A MangaUpdates id is up to 12 lowercase letters and digits, as in mangaupdates.com/series/pb8uwds.',
    url: (id) => `https://www.mangaupdates.com/series/${id}`,
  },
};
