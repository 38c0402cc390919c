/** 3725 → "1:02:05", 605 → "10:05". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const mm = hours > 0 ? String(minutes).padStart(2, '0') : String(minutes);
  const ss = String(rest).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

export type DurationFilterKey = 'under1h' | '1to2h' | '2to4h' | 'over4h';

export interface DurationFilter {
  key: DurationFilterKey;
  /** Its id in the interface's catalogues, where its name is (the spec's English in src/locales/en.po). */
  message: string;
  min_duration?: number;
  max_duration?: number;
}

/** Spec section 9; the server compares min inclusive and max inclusive. */
export const DURATION_FILTERS: readonly DurationFilter[] = [
  { key: 'under1h', message: /*i18n*/ 'duration.under1h', max_duration: 3599 },
  { key: '1to2h', message: /*i18n*/ 'duration.1to2h', min_duration: 3600, max_duration: 7200 },
  { key: '2to4h', message: /*i18n*/ 'duration.2to4h', min_duration: 7200, max_duration: 14400 },
  { key: 'over4h', message: /*i18n*/ 'duration.over4h', min_duration: 14401 },
];

export function durationFilterByKey(key: string | null | undefined): DurationFilter | undefined {
  return DURATION_FILTERS.find((filter) => filter.key === key);
}

/** The bucket a min/max pair came from, for restoring the filter panel from a query. */
export function durationFilterKey(min: number | undefined, max: number | undefined): DurationFilterKey | undefined {
  return DURATION_FILTERS.find((filter) => filter.min_duration === min && filter.max_duration === max)?.key;
}
