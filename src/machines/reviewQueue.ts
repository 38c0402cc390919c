import { assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { Id } from '../api/types';
import type { SessionEvent, SessionRef } from './session';
import { toast, type ToastsRef } from './toasts';

/**
 * The one admin review queue (pending suggestions, pending channels): the queue loads its items at once, the
 * admin edits an item's draft (notes, a corrected name) and decides one item at a time. A decided item leaves
 * the list with a success toast; a failed decision is told beside its item; the last one leaves it empty.
 */

export interface QueueDecisionInput<TItem, TDecision extends string, TDraft> {
  item: TItem;
  decision: TDecision;
  draft: TDraft;
}

interface ReviewQueueInput {
  toasts: ToastsRef;
  /** Told `decidedNotice` after each decision (the admin menu's count of pending suggestions follows). */
  session?: SessionRef;
}

export interface ReviewQueueContext<TItem, TDecision extends string, TDraft> extends ReviewQueueInput {
  items: TItem[];
  loadError: string | null;
  /** Drafts the admin typed, per item, kept while they decide others. */
  drafts: Record<Id, TDraft>;
  /** The decision being sent. */
  deciding: { item: TItem; decision: TDecision } | null;
  /** The last failed decision, shown beside its item. */
  itemError: { id: Id; text: string } | null;
}

/** `queue.approve`, `queue.reject`, `queue.delete`…: one command per decision the queue offers, sent from a shown item. */
export type QueueDecideEvent<TItem, TDecision extends string> = { type: `queue.${TDecision}`; item: TItem };

/** Sent from a shown item: the change is laid over the item's current draft. */
interface DraftChangeEvent<TItem, TDraft> {
  type: 'draft.change';
  item: TItem;
  changes: Partial<TDraft>;
}
export type ReviewQueueEvent<TItem, TDecision extends string, TDraft> =
  | QueueDecideEvent<TItem, TDecision>
  | DraftChangeEvent<TItem, TDraft>
  | { type: 'request.retry' };

export interface ReviewQueueOptions<TItem extends { id: Id }, TDecision extends string, TDraft> {
  id: string;
  load: () => Promise<TItem[]>;
  loadErrorText: (error: unknown) => string;
  decisions: readonly TDecision[];
  /** An item's draft before the admin edits it. */
  draftOf: (item: TItem) => TDraft;
  /** Whether a decision may be sent with this draft (a channel needs a name to be approved). */
  allows?: (decision: TDecision, draft: TDraft) => boolean;
  decide: (input: QueueDecisionInput<TItem, TDecision, TDraft>) => Promise<unknown>;
  decidedText: (decision: TDecision) => string;
  failedText: (decision: TDecision, error: unknown) => string;
  /** What the session hears after each decision, when the queue is handed the session. */
  decidedNotice?: SessionEvent;
}

export function draftFor<TItem extends { id: Id }, TDraft>(
  drafts: Record<Id, TDraft>,
  item: TItem,
  draftOf: (item: TItem) => TDraft,
): TDraft {
  return drafts[item.id] ?? draftOf(item);
}

export function createReviewQueueMachine<TItem extends { id: Id }, TDecision extends string, TDraft>(
  options: ReviewQueueOptions<TItem, TDecision, TDraft>,
) {
  type Context = ReviewQueueContext<TItem, TDecision, TDraft>;
  type Event = ReviewQueueEvent<TItem, TDecision, TDraft>;
  const decisionOf = (event: Event) => event.type.slice('queue.'.length) as TDecision;
  const isDecision = (event: Event): event is QueueDecideEvent<TItem, TDecision> =>
    event.type.startsWith('queue.') && options.decisions.includes(decisionOf(event));

  const machine = setup({
    types: {
      context: {} as Context,
      events: {} as Event,
      input: {} as ReviewQueueInput,
    },
    actors: {
      load: fromPromise<TItem[]>(() => options.load()),
      decide: fromPromise<unknown, QueueDecisionInput<TItem, TDecision, TDraft>>(({ input }) => options.decide(input)),
    },
    guards: {
      nothingListed: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length === 0,
      lastOneDecided: ({ context }) => context.items.every((item) => item.id === context.deciding?.item.id),
      allowed: ({ context, event }) =>
        isDecision(event) &&
        context.items.some((item) => item.id === event.item.id) &&
        (options.allows?.(decisionOf(event), draftFor(context.drafts, event.item, options.draftOf)) ?? true),
    },
    actions: {
      keepDraft: assign({
        drafts: ({ context, event }) => {
          if (event.type !== 'draft.change') return context.drafts;
          const change = event as DraftChangeEvent<TItem, TDraft>;
          const current = draftFor(context.drafts, change.item, options.draftOf);
          return { ...context.drafts, [change.item.id]: { ...current, ...change.changes } };
        },
      }),
      tellDecided: enqueueActions(({ context, enqueue }) => {
        if (context.session && options.decidedNotice) enqueue.sendTo(context.session, options.decidedNotice);
      }),
      toastDecided: sendTo(
        ({ context }) => context.toasts,
        ({ context }) => toast('success', options.decidedText(context.deciding!.decision)),
      ),
      dropDecided: assign({
        items: ({ context }) => context.items.filter((item) => item.id !== context.deciding?.item.id),
        deciding: null,
      }),
      startDecision: assign({
        deciding: ({ event }) => (isDecision(event) ? { item: event.item, decision: decisionOf(event) } : null),
        itemError: null,
      }),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ ...input, items: [], loadError: null, drafts: {}, deciding: null, itemError: null }),
    initial: 'loading',
    states: {
      loading: {
        entry: assign({ loadError: null }),
        invoke: {
          id: 'load',
          src: 'load',
          onDone: [
            { guard: 'nothingListed', target: 'empty', actions: assign({ items: [] }) },
            { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
          ],
          onError: { target: 'failed', actions: assign({ loadError: ({ event }) => options.loadErrorText(event.error) }) },
        },
      },
      failed: {
        on: { 'request.retry': 'loading' },
      },
      empty: {},
      ready: {
        on: {
          'draft.change': { actions: 'keepDraft' },
          // One transition per decision the queue offers; the config is built, so its type is the machine's own.
          ...(Object.fromEntries(
            options.decisions.map((decision) => [`queue.${decision}`, { guard: 'allowed', target: 'deciding', actions: 'startDecision' }]),
          ) as object),
        } as never,
      },
      deciding: {
        on: {
          'draft.change': { actions: 'keepDraft' },
        },
        invoke: {
          id: 'decide',
          src: 'decide',
          input: ({ context }) => {
            const { item, decision } = context.deciding!;
            return { item, decision, draft: draftFor(context.drafts, item, options.draftOf) };
          },
          onDone: [
            { guard: 'lastOneDecided', target: 'empty', actions: ['toastDecided', 'tellDecided', 'dropDecided'] },
            { target: 'ready', actions: ['toastDecided', 'tellDecided', 'dropDecided'] },
          ],
          onError: {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              itemError: { id: context.deciding!.item.id, text: options.failedText(context.deciding!.decision, event.error) },
              deciding: null,
            })),
          },
        },
      },
    },
  });
  return machine;
}

/** What the selectors read of any queue snapshot. */
interface QueueSnapshot<TItem, TDecision extends string, TDraft> {
  readonly context: ReviewQueueContext<TItem, TDecision, TDraft>;
  matches(state: 'loading' | 'failed' | 'empty' | 'ready' | 'deciding'): boolean;
}

/** Where the queue stands, for the view. */
export type QueueStatus = 'loading' | 'failed' | 'empty' | 'listed';

export function selectQueueStatus(snapshot: QueueSnapshot<unknown, string, unknown>): QueueStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('empty')) return 'empty';
  return 'listed';
}

export const selectQueueItems = <TItem>(snapshot: QueueSnapshot<TItem, string, unknown>) => snapshot.context.items;
export const selectLoadError = (snapshot: QueueSnapshot<unknown, string, unknown>) => snapshot.context.loadError;
/** The decision being sent, only while it is. */
export const selectDeciding = <TItem, TDecision extends string>(snapshot: QueueSnapshot<TItem, TDecision, unknown>) =>
  snapshot.matches('deciding') ? snapshot.context.deciding : null;
export const selectItemError = (snapshot: QueueSnapshot<unknown, string, unknown>) => snapshot.context.itemError;
export const selectDrafts = <TDraft>(snapshot: QueueSnapshot<unknown, string, TDraft>) => snapshot.context.drafts;
