import { assertEvent, assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { Id } from '../api/types';
import type { SessionEvent, SessionRef } from './session';
import { waitsForAnswer } from './shared/slowAnswer';
import type { Message } from './shared/message';
import { toast, toastMessage, type ToastsRef } from './shared/toast';

/**
 * The one admin review queue (pending suggestions, pending channels, thumbnail matches): the queue loads its
 * items, the admin edits an item's draft (notes, a corrected name) and decides one item at a time. A decided
 * item leaves the list with a success toast; a failed decision is told beside its item; the last one leaves it
 * empty.
 *
 * A queue may also be asked for (a filter, a sort, a page: its `query`, answered with a `summary` such as the
 * totals), may ask before a decision that cannot be taken back (`confirming`), and may load its page again after
 * each decision (`refreshing`), so a paged list fills up again and its counts stay the server's.
 *
 * Every queue has the whole flow in its definition, so the machine docs and the inspector show all of it; which
 * parts a queue uses are flags in its context (`parts`), read by the guards in front of those parts.
 */

export interface QueueDecisionInput<TItem, TDecision extends string, TDraft> {
  item: TItem;
  decision: TDecision;
  draft: TDraft;
}

/** The parts of the flow a queue uses; the guards in front of the other parts keep them out of reach. */
export interface QueueParts<TDecision extends string> {
  /** Takes `query.change` (a filter, a sort, a page) and loads the list again for it. */
  queried: boolean;
  /** Keeps a draft per item that the admin edits (`draft.change`). */
  editable: boolean;
  /** Decisions asked about first (`dialog.confirm` sends it, `dialog.close` cancels it). */
  confirms: readonly TDecision[];
  /** Loads the list again after each decision (a paged list, whose counts are the server's). */
  refreshes: boolean;
}

interface ReviewQueueInput<TDecision extends string = string, TQuery = unknown> {
  toasts: ToastsRef;
  /** The first query when it is not the queue's own (the choices an address holds). */
  query?: TQuery;
  /** Told `decidedNotice` after each decision (the admin menu's count of pending suggestions follows). */
  session?: SessionRef;
  /** Parts set otherwise than the queue's own options (a test that walks every state of a queue). */
  parts?: Partial<QueueParts<TDecision>>;
}

/** What one load answers: the items, and what the server says about the whole list (null when nothing). */
export interface QueueListing<TItem, TSummary> {
  items: TItem[];
  summary: TSummary;
}

/** A queue that loads every item at once, with nothing more to say. */
export function listingAll<TItem>(load: () => Promise<TItem[]>): () => Promise<QueueListing<TItem, null>> {
  return async () => ({ items: await load(), summary: null });
}

/** What a queue says of a failure: a message of the catalogue, which the view says in the reader's language (or a text). */
export type QueueText = string | Message;

export interface ReviewQueueContext<TItem, TDecision extends string, TDraft, TQuery = null, TSummary = null> {
  toasts: ToastsRef;
  session?: SessionRef;
  parts: QueueParts<TDecision>;
  /** What the list is asked for (null for a queue that lists everything). */
  query: TQuery;
  /** The last answer's summary; null before the first. */
  summary: TSummary | null;
  items: TItem[];
  loadError: QueueText | null;
  /** Drafts the admin typed, per item, kept while they decide others. */
  drafts: Record<Id, TDraft>;
  /** The decision being asked about or sent. */
  deciding: { item: TItem; decision: TDecision } | null;
  /** The last failed decision, shown beside its item. */
  itemError: { id: Id; text: QueueText } | null;
}

/** `queue.approve`, `queue.reject`, `queue.delete`…: one command per decision the queue offers, sent from a shown item. */
export type QueueDecideEvent<TItem, TDecision extends string> = { type: `queue.${TDecision}`; item: TItem };

/** Sent from a shown item: the change is laid over the item's current draft. */
interface DraftChangeEvent<TItem, TDraft> {
  type: 'draft.change';
  item: TItem;
  changes: Partial<TDraft>;
}
export type ReviewQueueEvent<TItem, TDecision extends string, TDraft, TQuery = null> =
  | QueueDecideEvent<TItem, TDecision>
  | DraftChangeEvent<TItem, TDraft>
  | { type: 'query.change'; query: Partial<TQuery> }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.close' }
  | { type: 'request.retry' };

export interface ReviewQueueOptions<TItem extends { id: Id }, TDecision extends string, TDraft, TQuery = null, TSummary = null> {
  id: string;
  /** The first query; a queue given one is `queried`. */
  query?: TQuery;
  /** The query after a change: by default the change laid over the current query. */
  changeQuery?: (current: TQuery, change: Partial<TQuery>) => TQuery;
  load: (query: TQuery) => Promise<QueueListing<TItem, TSummary>>;
  loadErrorText: (error: unknown) => QueueText;
  decisions: readonly TDecision[];
  /** An item's draft before the admin edits it; a queue given one is `editable`. */
  draftOf?: (item: TItem) => TDraft;
  /** Whether a decision may be sent with this draft (a channel needs a name to be approved). */
  allows?: (decision: TDecision, draft: TDraft) => boolean;
  decide: (input: QueueDecisionInput<TItem, TDecision, TDraft>) => Promise<unknown>;
  /** The success toast of a decision, a message of the catalogue (or a text); `answer` is what the server answered to it. */
  decidedText: (decision: TDecision, answer: unknown) => string | Message;
  failedText: (decision: TDecision, error: unknown) => QueueText;
  /** What the session hears after each decision, when the queue is handed the session. */
  decidedNotice?: SessionEvent;
  /** Decisions the admin confirms first: the queue's `confirms` part. */
  confirms?: readonly TDecision[];
  /** Whether the list is loaded again after each decision: the queue's `refreshes` part. */
  refreshes?: boolean;
}

export function draftFor<TItem extends { id: Id }, TDraft>(
  drafts: Record<Id, TDraft>,
  item: TItem,
  draftOf: (item: TItem) => TDraft,
): TDraft {
  return drafts[item.id] ?? draftOf(item);
}

export function createReviewQueueMachine<TItem extends { id: Id }, TDecision extends string, TDraft, TQuery = null, TSummary = null>(
  options: ReviewQueueOptions<TItem, TDecision, TDraft, TQuery, TSummary>,
) {
  type Context = ReviewQueueContext<TItem, TDecision, TDraft, TQuery, TSummary>;
  type Event = ReviewQueueEvent<TItem, TDecision, TDraft, TQuery>;
  type Listing = QueueListing<TItem, TSummary>;
  const changeQuery = options.changeQuery ?? ((current: TQuery, change: Partial<TQuery>) => ({ ...current, ...change }) as TQuery);
  const draftOf = options.draftOf ?? (() => null as TDraft);
  const ownParts: QueueParts<TDecision> = {
    queried: options.query !== undefined,
    editable: options.draftOf !== undefined,
    confirms: options.confirms ?? [],
    refreshes: options.refreshes ?? false,
  };
  const decisionOf = (event: Event) => event.type.slice('queue.'.length) as TDecision;
  const isDecision = (event: Event): event is QueueDecideEvent<TItem, TDecision> =>
    // Stryker disable next-line ConditionalExpression: its callers sit on the decision transitions alone, so only decision events reach it
    options.decisions.some((decision) => event.type === `queue.${decision}`);

  /** A decision the queue offers, on a listed item, that its draft allows. */
  const mayDecide = (context: Context, event: Event): boolean =>
    isDecision(event) &&
    context.items.some((item) => item.id === event.item.id) &&
    (options.allows?.(decisionOf(event), draftFor(context.drafts, event.item, draftOf)) ?? true);
  // One transition per decision the queue offers, through the question when the queue asks it first.
  const decisionTransitions = Object.fromEntries(
    options.decisions.map((decision) => [
      `queue.${decision}`,
      [
        { guard: 'asksFirst', target: 'confirming', actions: 'startDecision' },
        { guard: 'allowed', target: 'deciding', actions: 'startDecision' },
      ],
    ]),
  );

  const machine = setup({
    types: {
      context: {} as Context,
      events: {} as Event,
      input: {} as ReviewQueueInput<TDecision, TQuery>,
    },
    actors: {
      load: fromPromise<Listing, { query: TQuery }>(({ input }) => options.load(input.query)),
      decide: fromPromise<unknown, QueueDecisionInput<TItem, TDecision, TDraft>>(({ input }) => options.decide(input)),
    },
    guards: {
      queried: ({ context }) => context.parts.queried,
      editable: ({ context }) => context.parts.editable,
      refreshes: ({ context }) => context.parts.refreshes,
      nothingListed: ({ event }) => 'output' in event && (event.output as Listing).items.length === 0,
      // A decision's answer comes only while it is being decided.
      lastOneDecided: ({ context }) => context.items.every((item) => item.id === context.deciding!.item.id),
      allowed: ({ context, event }) => mayDecide(context, event),
      asksFirst: ({ context, event }) => mayDecide(context, event) && context.parts.confirms.includes(decisionOf(event)),
    },
    actions: {
      keepDraft: assign({
        drafts: ({ context, event }) => {
          assertEvent(event, 'draft.change');
          const change = event as DraftChangeEvent<TItem, TDraft>;
          const current = draftFor(context.drafts, change.item, draftOf);
          return { ...context.drafts, [change.item.id]: { ...current, ...change.changes } };
        },
      }),
      tellDecided: enqueueActions(({ context, enqueue }) => {
        if (context.session && options.decidedNotice) enqueue.sendTo(context.session, options.decidedNotice);
      }),
      toastDecided: sendTo(
        ({ context }) => context.toasts,
        ({ context, event }) => {
          const decided = options.decidedText(context.deciding!.decision, (event as { output?: unknown }).output);
          return typeof decided === 'string' ? toast('success', decided) : toastMessage('success', decided);
        },
      ),
      dropDecided: assign({
        items: ({ context }) => context.items.filter((item) => item.id !== context.deciding!.item.id),
        deciding: null,
      }),
      storeListing: assign(({ event }) => {
        const listing = (event as unknown as { output: Listing }).output;
        return { items: listing.items, summary: listing.summary };
      }),
      failLoad: assign({ loadError: ({ event }) => options.loadErrorText((event as unknown as { error: unknown }).error) }),
      changeQuery: assign({
        query: ({ context, event }) => {
          assertEvent(event, 'query.change');
          return changeQuery(context.query, (event as { query: Partial<TQuery> }).query);
        },
        // The old items never show under the new query's controls.
        items: [],
        itemError: null,
      }),
      cancelDecision: assign({ deciding: null }),
      startDecision: assign({
        deciding: ({ event }) => (isDecision(event) ? { item: event.item, decision: decisionOf(event) } : null),
        itemError: null,
      }),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({
      ...input,
      parts: { ...ownParts, ...input.parts },
      query: (input.query ?? options.query ?? null) as TQuery,
      summary: null,
      items: [],
      loadError: null,
      drafts: {},
      deciding: null,
      itemError: null,
    }),
    initial: 'loading',
    states: {
      loading: {
        entry: assign({ loadError: null }),
        // A list that has not come after 8 s says so and offers Try Again; it still fills the page when it comes.
        ...waitsForAnswer(`#${options.id}.loading`),
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ query: context.query }),
          onDone: [
            { guard: 'nothingListed', target: 'empty', actions: 'storeListing' },
            { target: 'ready', actions: 'storeListing' },
          ],
          onError: { target: 'failed', actions: 'failLoad' },
        },
      },
      failed: {
        on: {
          'request.retry': 'loading',
          'query.change': { guard: 'queried', target: 'loading', actions: 'changeQuery' },
        },
      },
      empty: {
        on: {
          'query.change': { guard: 'queried', target: 'loading', actions: 'changeQuery' },
        },
      },
      ready: {
        on: {
          'draft.change': { guard: 'editable', actions: 'keepDraft' },
          'query.change': { guard: 'queried', target: 'loading', actions: 'changeQuery' },
          ...decisionTransitions,
        },
      },
      // A decision the queue asks about first: the admin confirms it or cancels it.
      confirming: {
        on: {
          'dialog.confirm': 'deciding',
          'dialog.close': { target: 'ready', actions: 'cancelDecision' },
        },
      },
      deciding: {
        on: {
          'draft.change': { guard: 'editable', actions: 'keepDraft' },
        },
        invoke: {
          id: 'decide',
          src: 'decide',
          input: ({ context }) => {
            const { item, decision } = context.deciding!;
            return { item, decision, draft: draftFor(context.drafts, item, draftOf) };
          },
          onDone: [
            { guard: 'refreshes', target: 'refreshing', actions: ['toastDecided', 'tellDecided', 'dropDecided'] },
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
      // The same query again after a decision: the list stays on screen until the server's answer replaces it.
      // A new query waits for the list's answer (the view disables its controls meanwhile), so none is stale.
      refreshing: {
        // A list that does not come back after 8 s says so; Try Again asks anew, the list stays meanwhile.
        ...waitsForAnswer(`#${options.id}.refreshing`),
        invoke: {
          id: 'refresh',
          src: 'load',
          input: ({ context }) => ({ query: context.query }),
          onDone: [
            { guard: 'nothingListed', target: 'empty', actions: 'storeListing' },
            { target: 'ready', actions: 'storeListing' },
          ],
          onError: { target: 'failed', actions: 'failLoad' },
        },
      },
    },
  });
  return machine;
}

/** What the selectors read of any queue snapshot. */
export interface QueueSnapshot<TItem, TDecision extends string, TDraft, TQuery = unknown, TSummary = unknown> {
  readonly context: ReviewQueueContext<TItem, TDecision, TDraft, TQuery, TSummary>;
  matches(state: 'loading' | 'failed' | 'empty' | 'ready' | 'confirming' | 'deciding' | 'refreshing'): boolean;
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
/** The decision the admin is asked to confirm, only while they are. */
export const selectConfirming = <TItem, TDecision extends string>(snapshot: QueueSnapshot<TItem, TDecision, unknown>) =>
  snapshot.matches('confirming') ? snapshot.context.deciding : null;
/** Whether the list is being loaded again after a decision (it stays shown meanwhile). */
export const selectRefreshing = (snapshot: QueueSnapshot<unknown, string, unknown>) => snapshot.matches('refreshing');
export const selectQueueQuery = <TQuery>(snapshot: QueueSnapshot<unknown, string, unknown, TQuery>) => snapshot.context.query;
export const selectQueueSummary = <TSummary>(snapshot: QueueSnapshot<unknown, string, unknown, unknown, TSummary>) => snapshot.context.summary;
export const selectItemError = (snapshot: QueueSnapshot<unknown, string, unknown>) => snapshot.context.itemError;
export const selectDrafts = <TDraft>(snapshot: QueueSnapshot<unknown, string, TDraft>) => snapshot.context.drafts;
