import { deleteThumbnailMatch, fetchThumbnailMatches } from '../api/admin';
import type { MatchType, ThumbnailMatch } from '../api/types';
import { DEFAULT_MATCH_CHOICES, MATCH_PAGE_SIZE, MATCH_SORT_ORDER, type MatchChoices } from '../domain/thumbnailMatches';
import { message, type Message } from './shared/message';
import { createReviewQueueMachine } from './reviewQueue';

/** What the admin asks the list for: a type (null for all) and a sort, as the address holds them, and a page. */
export interface MatchQuery extends MatchChoices {
  page: number;
}

/** What the server says of the whole list beside the page: totals per type, the filter's count, the page. */
export interface MatchSummary {
  totals: Record<MatchType, number>;
  total: number;
  page: number;
  hasMore: boolean;
}

export const FIRST_MATCH_QUERY: MatchQuery = { ...DEFAULT_MATCH_CHOICES, page: 1 };

/** A new type or sort starts again at page 1; only a change of page alone keeps the rest. */
export function changeMatchQuery(current: MatchQuery, change: Partial<MatchQuery>): MatchQuery {
  return { ...current, page: 1, ...change };
}

const MATCHES_LOAD_ERROR = message('admin.thumbnails.loadFailed');
const MATCH_DELETE_ERROR = message('admin.thumbnails.deleteFailed');

/**
 * Spec section 2, Thumbnail Duplicate Matches, on the one review queue: a page of matches in the server's order
 * with the server's totals; deleting asks first, and the page is loaded again after it so it fills up again.
 */
export const thumbnailMatchesMachine = createReviewQueueMachine<ThumbnailMatch, 'delete', null, MatchQuery, MatchSummary>({
  id: 'thumbnailMatches',
  query: FIRST_MATCH_QUERY,
  changeQuery: changeMatchQuery,
  load: async (query) => {
    const { matches, totals, total, page, hasMore } = await fetchThumbnailMatches({
      type: query.type ?? undefined,
      sort: query.sort,
      order: MATCH_SORT_ORDER[query.sort],
      page: query.page,
      limit: MATCH_PAGE_SIZE,
    });
    return { items: matches, summary: { totals, total, page, hasMore } };
  },
  loadErrorText: () => MATCHES_LOAD_ERROR,
  decisions: ['delete'],
  decide: ({ item }) => deleteThumbnailMatch(item.id),
  decidedText: () => message('admin.thumbnails.deleted'),
  failedText: () => MATCH_DELETE_ERROR,
  confirms: ['delete'],
  refreshes: true,
});

/** The confirmation's question: which pair is deleted, and that it cannot be taken back. */
export function matchDeletionQuestion(match: Pick<ThumbnailMatch, 'title_1' | 'title_2'> | null): Message | null {
  return match ? message('admin.thumbnails.deleteQuestion', { first: match.title_1, second: match.title_2 }) : null;
}
