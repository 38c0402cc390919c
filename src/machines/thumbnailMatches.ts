import { assign, fromPromise, sendTo, setup } from 'xstate';
import { deleteThumbnailMatch, fetchThumbnailMatches } from '../api/admin';
import type { Id, MatchType, ThumbnailMatch } from '../api/types';
import { toast, type ToastsRef } from './toasts';

/** Spec section 9, in the order they are listed: the most certain duplicate first. */
export const MATCH_TYPES: readonly MatchType[] = ['EXACT_DUPLICATE', 'SAME_SERIES', 'POSSIBLY_RELATED', 'DIFFERENT'];

export type MatchSort = 'similarity' | 'date' | 'type';
export type MatchFilter = 'ALL' | MatchType;

export interface ThumbnailMatchesContext {
  toasts: ToastsRef;
  matches: ThumbnailMatch[];
  sortBy: MatchSort;
  filter: MatchFilter;
  loadError: string | null;
  deletingId: Id | null;
  deleteError: { id: Id; text: string } | null;
}

export type ThumbnailMatchesEvent =
  | { type: 'SORT'; sortBy: MatchSort }
  | { type: 'FILTER'; filter: MatchFilter }
  | { type: 'DELETE'; id: Id }
  | { type: 'RETRY' };

function time(value: string | null): number {
  const parsed = value === null ? NaN : Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
}

const byScore = (a: ThumbnailMatch, b: ThumbnailMatch) => b.similarity_score - a.similarity_score;
const byDate = (a: ThumbnailMatch, b: ThumbnailMatch) => time(b.created_at) - time(a.created_at);
const byType = (a: ThumbnailMatch, b: ThumbnailMatch) => MATCH_TYPES.indexOf(a.match_type) - MATCH_TYPES.indexOf(b.match_type);

/** Highest score first, newest first, or by type with the highest score first inside a type. */
export function shownMatches(context: Pick<ThumbnailMatchesContext, 'matches' | 'sortBy' | 'filter'>): ThumbnailMatch[] {
  const kept = context.filter === 'ALL' ? context.matches : context.matches.filter((match) => match.match_type === context.filter);
  const order =
    context.sortBy === 'similarity'
      ? (a: ThumbnailMatch, b: ThumbnailMatch) => byScore(a, b) || byDate(a, b)
      : context.sortBy === 'date'
        ? (a: ThumbnailMatch, b: ThumbnailMatch) => byDate(a, b) || byScore(a, b)
        : (a: ThumbnailMatch, b: ThumbnailMatch) => byType(a, b) || byScore(a, b);
  return [...kept].sort((a, b) => order(a, b) || a.id - b.id);
}

/** How many matches of each type are loaded, whatever the filter. */
export function matchTotals(matches: ThumbnailMatch[]): Record<MatchType, number> {
  const totals: Record<MatchType, number> = { EXACT_DUPLICATE: 0, SAME_SERIES: 0, POSSIBLY_RELATED: 0, DIFFERENT: 0 };
  for (const match of matches) totals[match.match_type] += 1;
  return totals;
}

/** Sorting and filtering the shown matches, allowed while they are shown and while one is being deleted. */
const ARRANGING = {
  SORT: { actions: 'sort' },
  FILTER: { actions: 'filter' },
} as const;

export const thumbnailMatchesMachine = setup({
  types: {
    context: {} as ThumbnailMatchesContext,
    events: {} as ThumbnailMatchesEvent,
    input: {} as { toasts: ToastsRef },
  },
  actors: {
    loadMatches: fromPromise<ThumbnailMatch[]>(async () => (await fetchThumbnailMatches()).matches),
    removeMatch: fromPromise<unknown, { id: Id }>(({ input }) => deleteThumbnailMatch(input.id)),
  },
  guards: {
    // Only a match on the screen (under the current filter) can be deleted.
    listed: ({ context, event }) => event.type === 'DELETE' && shownMatches(context).some((match) => match.id === event.id),
  },
  actions: {
    sort: assign({ sortBy: ({ context, event }) => (event.type === 'SORT' ? event.sortBy : context.sortBy) }),
    filter: assign({ filter: ({ context, event }) => (event.type === 'FILTER' ? event.filter : context.filter) }),
  },
}).createMachine({
  id: 'thumbnailMatches',
  context: ({ input }) => ({ toasts: input.toasts, matches: [], sortBy: 'similarity', filter: 'ALL', loadError: null, deletingId: null, deleteError: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadMatches',
        src: 'loadMatches',
        onDone: { target: 'ready', actions: assign({ matches: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ loadError: 'Failed to fetch thumbnail matches' }) },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      on: {
        ...ARRANGING,
        DELETE: {
          guard: 'listed',
          target: 'deleting',
          actions: assign({ deletingId: ({ event }) => event.id, deleteError: null }),
        },
      },
    },
    deleting: {
      on: ARRANGING,
      invoke: {
        id: 'removeMatch',
        src: 'removeMatch',
        input: ({ context }) => ({ id: context.deletingId! }),
        onDone: {
          target: 'ready',
          actions: [
            assign({
              matches: ({ context }) => context.matches.filter((match) => match.id !== context.deletingId),
              deletingId: null,
            }),
            sendTo(({ context }) => context.toasts, toast('success', 'Match deleted')),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({
            deleteError: ({ context }) => ({ id: context.deletingId!, text: 'Failed to delete match.' }),
            deletingId: null,
          }),
        },
      },
    },
  },
});
