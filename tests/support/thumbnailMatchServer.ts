import type { MatchType, ThumbnailMatch, ThumbnailMatchesResponse } from '../../src/api/types';
import { MATCH_TYPES } from '../../src/domain/thumbnailMatches';
import type { QueueListing } from '../../src/machines/reviewQueue';
import type { MatchQuery, MatchSummary } from '../../src/machines/thumbnailMatches';
import { buildThumbnailMatch } from './factories';

const match = (id: number, match_type: MatchType, similarity_score: number, created_at: string) =>
  buildThumbnailMatch(id, { match_type, similarity_score, created_at });

/** Five matches of every type but one twice, for the thumbnail-matches tests' fake server. */
export const STORED_MATCHES: ThumbnailMatch[] = [
  match(1, 'SAME_SERIES', 0.81, '2026-11-01T00:00:00Z'),
  match(2, 'EXACT_DUPLICATE', 0.99, '2026-10-01T00:00:00Z'),
  match(3, 'DIFFERENT', 0.42, '2026-11-20T00:00:00Z'),
  match(4, 'POSSIBLY_RELATED', 0.63, '2026-11-10T00:00:00Z'),
  match(5, 'SAME_SERIES', 0.9, '2026-09-01T00:00:00Z'),
];

/** Each sort's order as the server applies it (server/db/queries/thumbnailMatches.ts). */
export const MATCH_ORDERS: Record<MatchQuery['sort'], (a: ThumbnailMatch, b: ThumbnailMatch) => number> = {
  similarity: (a, b) => b.similarity_score - a.similarity_score,
  date: (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at),
  type: (a, b) => MATCH_TYPES.indexOf(a.match_type) - MATCH_TYPES.indexOf(b.match_type) || b.similarity_score - a.similarity_score,
};

/** What the server answers for a query with `perPage` to a page, as the queue's load hands it on. */
export function answerMatches(
  query: MatchQuery,
  perPage: number,
  matches: ThumbnailMatch[] = STORED_MATCHES,
): QueueListing<ThumbnailMatch, MatchSummary> {
  const totals = Object.fromEntries(MATCH_TYPES.map((type) => [type, matches.filter((m) => m.match_type === type).length])) as Record<MatchType, number>;
  const kept = matches.filter((m) => query.type === null || m.match_type === query.type).sort(MATCH_ORDERS[query.sort]);
  const lastPage = Math.max(1, Math.ceil(kept.length / perPage));
  const page = Math.min(query.page, lastPage);
  return {
    items: kept.slice((page - 1) * perPage, page * perPage),
    summary: { totals, total: kept.length, page, hasMore: page < lastPage },
  };
}

/** The same answer as the API's JSON body. */
export function matchesResponse(listing: QueueListing<ThumbnailMatch, MatchSummary>): ThumbnailMatchesResponse {
  return { matches: listing.items, ...listing.summary };
}
