import { SERIES_STATUS_LABELS, SERIES_STATUSES, SERIES_TRACKERS, TRACKER_FORMS, type SeriesLinks, type SeriesStatus, type SeriesTracker } from './seriesIdentity.ts';
import { checkSeriesIdentity, type SeriesIdentityChanges, type SeriesIdentityInput } from './seriesIdentityEdit.ts';
import { cleanAdminSeriesName, seriesKey } from './seriesName.ts';
import { SUGGESTIONS_PER_DAY } from './constants.ts';
import { suggestedFieldName, type SeriesSuggestionType } from './suggestionTypes.ts';

export { SERIES_SUGGESTION_TYPES } from './suggestionTypes.ts';
export type { SeriesSuggestionType, SuggestionType } from './suggestionTypes.ts';

/**
 * What a member may suggest of a series (docs/decisions/0120): an other title, its id on a tracker, its status or
 * its synopsis. Each is checked by the administrator's rules (checkSeriesIdentity), so the member hears the same
 * sentence an administrator would, and approving one is the administrator's edit of that one field.
 */

/** A suggestion as the member sends it: the tracker only for a tracker link. */
export interface SeriesSuggestionInput {
  type: SeriesSuggestionType;
  value: string;
  tracker?: string | null;
}

/** What a series says now of the fields a member can suggest. */
export interface SeriesIdentityNow {
  name: string;
  alt_titles: readonly string[];
  links: SeriesLinks;
  status: SeriesStatus | null;
  synopsis: string;
}

export type SeriesSuggestionCheck =
  | { ok: true; value: { type: SeriesSuggestionType; tracker: SeriesTracker | null; proposed: string; before: string | null } }
  | { ok: false; message: string };

export const SUGGESTIONS_PER_DAY_TEXT = `You can make at most ${SUGGESTIONS_PER_DAY} suggestions per day`;

/** The second suggestion for a field while the first waits: one at a time per member, series and field. */
export function pendingAlreadyText(type: SeriesSuggestionType, tracker: SeriesTracker | null): string {
  return `You already have a suggestion for this series' ${suggestedFieldName(type, tracker)} waiting for review`;
}

function isTracker(value: string | null | undefined): value is SeriesTracker {
  return (SERIES_TRACKERS as readonly string[]).includes(value ?? '');
}

/** What the series says of the suggested field now, as one text (null when it says nothing). */
export function currentValueOf(type: SeriesSuggestionType, tracker: SeriesTracker | null, series: SeriesIdentityNow): string | null {
  if (type === 'alt_title') return series.alt_titles.length > 0 ? series.alt_titles.join(', ') : null;
  if (type === 'tracker_link') return tracker ? series.links[tracker] : null;
  if (type === 'status') return series.status;
  return series.synopsis === '' ? null : series.synopsis;
}

/** The administrator's edit that approving the suggestion makes: the one field, the rest left as it is. */
function identityEditOf(type: SeriesSuggestionType, tracker: SeriesTracker | null, proposed: string, series: SeriesIdentityNow): SeriesIdentityInput {
  if (type === 'alt_title') {
    const known = series.alt_titles.some((title) => seriesKey(title) === seriesKey(proposed));
    return { alt_titles: known ? [...series.alt_titles] : [...series.alt_titles, proposed] };
  }
  if (type === 'tracker_link') return { links: { [tracker!]: proposed } };
  if (type === 'status') return { status: proposed };
  return { synopsis: proposed };
}

/** Checks an approval against the series as it is now: the rules may refuse what the series has become. */
export function checkApproval(type: SeriesSuggestionType, tracker: SeriesTracker | null, proposed: string, series: SeriesIdentityNow): { ok: true; value: SeriesIdentityChanges } | { ok: false; message: string } {
  return checkSeriesIdentity(identityEditOf(type, tracker, proposed, series), series.name);
}

/**
 * A member's suggestion as it will be kept, or the sentence that refuses it: the administrator's rule for the field,
 * an empty value, and a value the series has already.
 */
export function checkSeriesSuggestion(input: SeriesSuggestionInput, series: SeriesIdentityNow): SeriesSuggestionCheck {
  const { type } = input;
  let tracker: SeriesTracker | null = null;
  let proposed: string;
  if (type === 'tracker_link') {
    if (!isTracker(input.tracker)) return { ok: false, message: `Please choose a tracker: ${SERIES_TRACKERS.map((name) => TRACKER_FORMS[name].label).join(', ')}.` };
    tracker = input.tracker;
    if (input.value.trim() === '') return { ok: false, message: `Please enter the ${TRACKER_FORMS[tracker].label} id.` };
    const checked = checkSeriesIdentity({ links: { [tracker]: input.value } }, series.name);
    if (!checked.ok) return checked;
    proposed = checked.value.links![tracker]!;
    if (series.links[tracker] === proposed) return { ok: false, message: `This series links to that ${TRACKER_FORMS[tracker].label} id already.` };
  } else if (type === 'alt_title') {
    if (cleanAdminSeriesName(input.value) === '') return { ok: false, message: 'Please enter the other title.' };
    const checked = checkSeriesIdentity({ alt_titles: [input.value] }, series.name);
    if (!checked.ok) return checked;
    proposed = checked.value.alt_titles![0]!;
    if (series.alt_titles.some((title) => seriesKey(title) === seriesKey(proposed))) return { ok: false, message: `"${proposed}" is one of this series' other titles already.` };
    const room = checkSeriesIdentity({ alt_titles: [...series.alt_titles, proposed] }, series.name);
    if (!room.ok) return room;
  } else if (type === 'status') {
    if (!(SERIES_STATUSES as readonly string[]).includes(input.value)) {
      return { ok: false, message: `Please choose a status: ${SERIES_STATUSES.map((status) => SERIES_STATUS_LABELS[status]).join(', ')}.` };
    }
    proposed = input.value;
    if (series.status === proposed) return { ok: false, message: `This series is ${SERIES_STATUS_LABELS[proposed as SeriesStatus]} already.` };
  } else {
    const checked = checkSeriesIdentity({ synopsis: input.value }, series.name);
    if (!checked.ok) return checked;
    proposed = checked.value.synopsis!;
    if (proposed === '') return { ok: false, message: 'Please enter the synopsis you suggest.' };
    if (proposed === series.synopsis) return { ok: false, message: 'This is the synopsis the series has already.' };
  }
  return { ok: true, value: { type, tracker, proposed, before: currentValueOf(type, tracker, series) } };
}
