import type { MatchType, SortOrder } from '../api/types';

/** Spec section 9, in the order they are listed: the most certain duplicate first. */
export const MATCH_TYPES: readonly MatchType[] = ['EXACT_DUPLICATE', 'SAME_SERIES', 'POSSIBLY_RELATED', 'DIFFERENT'];

/** Spec section 2: sorted by similarity score, date or type. */
export const MATCH_SORTS = ['similarity', 'date', 'type'] as const;
export type MatchSort = (typeof MATCH_SORTS)[number];

/** What the admin chose to see, kept in the address: a type (null for all) and a sort. */
export interface MatchChoices {
  type: MatchType | null;
  sort: MatchSort;
}

/** Every type, the most alike first. */
export const DEFAULT_MATCH_CHOICES: MatchChoices = { type: null, sort: 'similarity' };

/** One page of the review screen: ten pairs (each is two pictures tall), so a page is a few screens, not 25,000 px. */
export const MATCH_PAGE_SIZE = 10;

/**
 * The order each sort reads in: the highest score and the newest first; by type, in the spec's order
 * (ascending here is the list above, the most certain duplicate first).
 */
export const MATCH_SORT_ORDER: Record<MatchSort, SortOrder> = { similarity: 'desc', date: 'desc', type: 'asc' };

export function isMatchType(value: unknown): value is MatchType {
  return (MATCH_TYPES as readonly unknown[]).includes(value);
}

export function isMatchSort(value: unknown): value is MatchSort {
  return (MATCH_SORTS as readonly unknown[]).includes(value);
}
