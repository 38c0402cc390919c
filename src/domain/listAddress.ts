import type { RecapSortBy, SortOrder } from '../api/types';
import { RECAP_SORT_OPTIONS } from './constants';
import { durationFilterByKey, durationFilterKey } from './duration';
import { ALL_LANGUAGES, RECAP_FILTER_LANGUAGES } from './languages';
import { SEARCH_MAX_LENGTH } from './searchLimit';
import { DEFAULT_RECAP_FILTERS, HIDE_WATCHED_PARAM, type RecapFilters } from './recapQuery';

/**
 * A list's filters and sort as its address holds them (reload, back, forward and shared links restore them).
 * Reading applies the server's own rules to every parameter: a value the server would refuse, or that no
 * control can show, is dropped for the default, so the list is never filtered on something the screen does not
 * say. Writing leaves defaults out, so a bare path is the default list and a removed filter leaves no parameter.
 *
 * The recap list's address is here, with the rules every list address shares; each other list's address is in a
 * file of its own (channelListAddress, matchListAddress, seriesListAddress), so it loads with its page and not
 * with the first screen.
 */
export interface ListAddress<TFilters> {
  read(search: string): TFilters;
  write(filters: TFilters): string;
  /** The parameters the list owns; any other one in the address (the open recap, a series page's lanes) is another part's. */
  params: readonly string[];
}

/**
 * The query of the address `search` with the list's filters set to `filters`: the list's own parameters are
 * written anew, the other parts' parameters are kept as they were, after them.
 */
export function queryWithFilters<TFilters>(address: ListAddress<TFilters>, search: string, filters: TFilters): string {
  const params = new URLSearchParams(address.write(filters));
  for (const [name, value] of new URLSearchParams(search)) if (!address.params.includes(name)) params.append(name, value);
  return params.toString();
}

export function oneOf<T extends string>(value: string | null, allowed: readonly { value: T }[], fallback: T): T {
  return allowed.some((option) => option.value === value) ? (value as T) : fallback;
}

export function sortOrder(value: string | null, fallback: SortOrder): SortOrder {
  return value === 'asc' || value === 'desc' ? value : fallback;
}

export function written(entries: [string, string | undefined][]): string {
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (value !== undefined) params.set(name, value);
  return params.toString();
}

export const recapListAddress: ListAddress<RecapFilters> = {
  params: ['search', 'language', 'sortBy', 'sortOrder', 'duration', HIDE_WATCHED_PARAM],
  read(search) {
    const params = new URLSearchParams(search);
    const text = (params.get('search') ?? '').trim();
    const language = params.get('language');
    const duration = durationFilterByKey(params.get('duration'));
    return {
      search: text.length <= SEARCH_MAX_LENGTH ? text : DEFAULT_RECAP_FILTERS.search,
      // Only a language the filter offers, or All languages: the control could not show any other.
      language:
        language === ALL_LANGUAGES || RECAP_FILTER_LANGUAGES.some((option) => option.code === language) ? language! : DEFAULT_RECAP_FILTERS.language,
      sortBy: oneOf<RecapSortBy>(params.get('sortBy'), RECAP_SORT_OPTIONS, DEFAULT_RECAP_FILTERS.sortBy),
      sortOrder: sortOrder(params.get('sortOrder'), DEFAULT_RECAP_FILTERS.sortOrder),
      minDuration: duration?.min_duration,
      maxDuration: duration?.max_duration,
      // Only 'true' hides a member's watched recaps (the server's boolean); a visitor's list ignores it.
      ...(params.get(HIDE_WATCHED_PARAM) === 'true' ? { hideWatched: true } : {}),
    };
  },
  write(filters) {
    const text = filters.search.trim();
    return written([
      ['search', text || undefined],
      ['language', filters.language !== DEFAULT_RECAP_FILTERS.language ? filters.language : undefined],
      ['sortBy', filters.sortBy !== DEFAULT_RECAP_FILTERS.sortBy ? filters.sortBy : undefined],
      ['sortOrder', filters.sortOrder !== DEFAULT_RECAP_FILTERS.sortOrder ? filters.sortOrder : undefined],
      // Both bounds of a duration are one parameter, so removing the filter removes all of it.
      ['duration', durationFilterKey(filters.minDuration, filters.maxDuration)],
      [HIDE_WATCHED_PARAM, filters.hideWatched ? 'true' : undefined],
    ]);
  },
};
