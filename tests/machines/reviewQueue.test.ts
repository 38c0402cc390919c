import { describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { quietApp, recordEvents, recordToasts } from './support/appActors';
import { queueView } from './support/queueView';
import {
  createReviewQueueMachine,
  listingAll,
  selectConfirming,
  selectDeciding,
  selectDrafts,
  selectQueueItems,
  selectQueueQuery,
  selectQueueStatus,
  selectQueueSummary,
  selectRefreshing,
} from '../../src/machines/reviewQueue';
import type { QueueSuggestion as Suggestion } from '../../src/api/types';
import { buildSuggestion } from '../support/factories';

const [first, second] = [buildSuggestion(1), buildSuggestion(2)];

/** A queue of two decisions, one needing a non-empty draft: the shape every admin queue is built from. */
const twoDecisions = {
  id: 'reviewQueue',
  load: listingAll<Suggestion>(() => Promise.reject(new Error('not in these tests'))),
  loadErrorText: (error: unknown) => (error instanceof Error ? error.message : 'failed'),
  decisions: ['approve', 'reject'] as const,
  draftOf: (item: Suggestion) => ({ name: item.suggested_series_name ?? '' }),
  allows: (decision: 'approve' | 'reject', draft: { name: string }) => decision === 'reject' || draft.name.trim() !== '',
  decide: () => Promise.resolve(),
  decidedText: (decision: string) => `${decision}d`,
  failedText: (decision: string) => `Failed to ${decision}`,
};
const queueMachine = createReviewQueueMachine(twoDecisions);

describe('reviewQueue machine, model-based', () => {
  type Snapshot = SnapshotFrom<typeof queueMachine>;
  it('every generated path of createReviewQueueMachine replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'reviewQueue',
      machine: createReviewQueueMachine(twoDecisions).provide({ actors: { load: pendingActor(), decide: pendingActor() } }),
      input: quietApp(),
      // The same queue with every part turned on by its input: a query, a question before approving, a reload.
      inputs: [{ ...quietApp(), parts: { queried: true, confirms: ['approve', 'reject'], refreshes: true } }],
      events: [
        { type: 'query.change', query: {} },
        { type: 'dialog.confirm' },
        { type: 'dialog.close' },
        doneEvent('refresh', { items: [first, second], summary: null }),
        doneEvent('refresh', { items: [], summary: null }),
        errorEvent('refresh', new Error('offline')),
        doneEvent('load', { items: [first, second], summary: null }),
        doneEvent('load', { items: [], summary: null }),
        errorEvent('load', new Error('offline')),
        { type: 'draft.change', item: second, changes: { name: ' ' } },
        { type: 'queue.approve', item: first },
        { type: 'queue.approve', item: second },
        { type: 'queue.reject', item: second },
        { type: 'queue.approve', item: buildSuggestion(99) },
        doneEvent('decide'),
        errorEvent('decide', new Error('offline')),
      ],
      serializeState: (snapshot) => {
        const { items, deciding, itemError, drafts } = (snapshot as Snapshot).context;
        return JSON.stringify([snapshot.value, items.map((item) => item.id), deciding?.item.id, itemError, drafts[2]?.name]);
      },
      check: (snapshot) => {
        const { items, deciding, itemError, parts, query } = (snapshot as Snapshot).context;
        // Empty means nothing listed; a decision is pending exactly while it is asked about or sent; errors name a listed item.
        if (snapshot.matches('empty')) expect(items).toEqual([]);
        if (snapshot.matches('ready')) expect(items.length).toBeGreaterThan(0);
        expect(selectDeciding(snapshot as Snapshot) !== null).toBe(snapshot.matches('deciding'));
        expect(deciding !== null).toBe(snapshot.matches('deciding') || snapshot.matches('confirming'));
        if (itemError) expect(items.map((item) => item.id)).toContain(itemError.id);
        // Only what the parts turn on is reached: a queue without a query, a question or a reload has none of them.
        if (!parts.queried) expect(query).toBeNull();
        if (parts.confirms.length === 0) expect(selectConfirming(snapshot as Snapshot)).toBeNull();
        if (!parts.refreshes) expect(selectRefreshing(snapshot as Snapshot)).toBe(false);
        if (selectConfirming(snapshot as Snapshot)) expect(parts.confirms).toContain(deciding?.decision);
      },
    });
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });

  it('a queue with a query, a question and a reload walks every path of createReviewQueueMachine too', () => {
    type Query = { page: number };
    const asking = createReviewQueueMachine<Suggestion, 'reject', null, Query, { pages: number }>({
      id: 'reviewQueue',
      query: { page: 1 },
      changeQuery: (current, change) => ({ ...current, ...change }),
      load: () => Promise.reject(new Error('not in these tests')),
      loadErrorText: () => 'Failed to load',
      decisions: ['reject'],
      decide: () => Promise.resolve(),
      decidedText: () => 'Rejected',
      failedText: () => 'Failed to reject',
      confirms: ['reject'],
      refreshes: true,
    });
    type AskingSnapshot = SnapshotFrom<typeof asking>;
    // The second page holds two, so a decision without a reload can leave one listed.
    const pageOf = (page: number) => ({ items: page === 1 ? [first] : [second, buildSuggestion(3)], summary: { pages: 2 } });
    const report = walkModel({
      name: 'reviewQueue',
      machine: asking.provide({ actors: { load: pendingActor(), decide: pendingActor() } }),
      input: quietApp(),
      // The same queue with drafts, deciding without a question and without a reload.
      inputs: [{ ...quietApp(), parts: { editable: true, confirms: [], refreshes: false } }],
      events: (snapshot) => {
        const { query, items } = (snapshot as AskingSnapshot).context;
        return [
          { type: 'draft.change', item: items[0] ?? first, changes: {} },
          doneEvent('load', pageOf(query.page)),
          doneEvent('load', { items: [], summary: { pages: 0 } }),
          errorEvent('load', new Error('offline')),
          { type: 'query.change', query: { page: query.page === 1 ? 2 : 1 } },
          { type: 'queue.reject', item: items[0] ?? first },
          { type: 'dialog.confirm' },
          { type: 'dialog.close' },
          doneEvent('decide'),
          errorEvent('decide', new Error('offline')),
          doneEvent('refresh', { items: [], summary: { pages: 1 } }),
          doneEvent('refresh', pageOf(query.page)),
          errorEvent('refresh', new Error('offline')),
        ];
      },
      serializeState: (snapshot) => {
        const { items, query, deciding, itemError } = (snapshot as AskingSnapshot).context;
        return JSON.stringify([snapshot.value, items.map((item) => item.id), query.page, deciding?.item.id, itemError?.id]);
      },
      check: (raw) => {
        const snapshot = raw as AskingSnapshot;
        const { items, query, deciding } = snapshot.context;
        // The page shown is the page asked for: a new query never shows the old page's items.
        const asked = pageOf(query.page).items.map((item) => item.id);
        if (snapshot.value !== 'failed') expect(items.every((item) => asked.includes(item.id))).toBe(true);
        // A reloading queue shows the server's whole page while the admin decides.
        if (snapshot.context.parts.refreshes && ['ready', 'confirming', 'deciding'].includes(snapshot.value as string)) {
          expect(items).toEqual(pageOf(query.page).items);
        }
        expect(selectConfirming(snapshot) !== null).toBe(snapshot.value === 'confirming');
        expect(deciding !== null).toBe(snapshot.value === 'confirming' || snapshot.value === 'deciding');
        if (snapshot.context.parts.confirms.length === 0) expect(snapshot.value).not.toBe('confirming');
        // While the page is loaded again, the decided item has already left it.
        if (snapshot.matches('refreshing')) expect(items.length).toBeLessThan(pageOf(query.page).items.length);
      },
    });
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('reviewQueue machine, behaviour', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends the item with its draft, and the decided item leaves with a toast (no session given: nobody else is told)', async () => {
    const sent: unknown[] = [];
    const machine = queueMachine.provide({
      actors: {
        load: fromPromise(async () => ({ items: [first, second], summary: null })),
        decide: fromPromise(async ({ input }) => void sent.push(input)),
      },
    });
    const toasts = recordToasts();
    const actor = createActor(machine, { input: { toasts: toasts.ref } });
    const told = toasts.texts;
    actor.start();
    await settle();
    actor.send({ type: 'draft.change', item: first, changes: { name: 'Solo Leveling' } });
    actor.send({ type: 'queue.approve', item: first });
    await settle();
    expect(sent).toEqual([{ item: first, decision: 'approve', draft: { name: 'Solo Leveling' } }]);
    expect(told).toEqual(['approved']);
    expect(actor.getSnapshot().context.items).toEqual([second]);
    actor.send({ type: 'queue.reject', item: second });
    await settle();
    expect(selectQueueStatus(actor.getSnapshot())).toBe('empty');
  });

  it('a draft that does not allow the decision sends nothing', async () => {
    const machine = queueMachine.provide({ actors: { load: fromPromise(async () => ({ items: [first], summary: null })), decide: pendingActor() } });
    const actor = createActor(machine, { input: quietApp() }).start();
    await settle();
    actor.send({ type: 'draft.change', item: first, changes: { name: '  ' } });
    actor.send({ type: 'queue.approve', item: first });
    expect(selectQueueStatus(actor.getSnapshot())).toBe('listed');
    expect(actor.getSnapshot().value).toBe('ready');
  });
});

describe('reviewQueue machine, a queue with a query, a question and a reload', () => {
  type Query = { page: number; sort: string };
  type Summary = { total: number };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** A queue whose loads and decisions wait for the test to answer them, recording what they were asked. */
  function askingQueue(options: { confirms?: readonly ('approve' | 'delete')[] } = {}) {
    const loads: { query: Query; answer: (listing: { items: Suggestion[]; summary: Summary }) => void; fail: (error: unknown) => void }[] = [];
    const decisions: { input: unknown; answer: () => void; fail: (error: unknown) => void }[] = [];
    const machine = createReviewQueueMachine<Suggestion, 'approve' | 'delete', null, Query, Summary>({
      id: 'reviewQueue',
      query: { page: 1, sort: 'date' },
      load: (query) =>
        new Promise((resolve, reject) => {
          loads.push({ query, answer: resolve, fail: reject });
        }),
      loadErrorText: (error) => `Could not load: ${(error as Error).message}`,
      decisions: ['approve', 'delete'],
      decide: (input) =>
        new Promise<void>((resolve, reject) => {
          decisions.push({ input, answer: resolve, fail: reject });
        }),
      decidedText: (decision) => `Done: ${decision}`,
      failedText: (decision, error) => `Failed to ${decision}: ${(error as Error).message}`,
      decidedNotice: { type: 'suggestions.changed' },
      confirms: options.confirms ?? ['delete'],
      refreshes: true,
    });
    const toasts = recordToasts();
    const session = recordEvents();
    const actor = createActor(machine, { input: { toasts: toasts.ref, session: session.ref as never } }).start();
    const view = () => {
      const snapshot = actor.getSnapshot();
      return {
        ...queueView(snapshot),
        query: selectQueueQuery(snapshot),
        summary: selectQueueSummary(snapshot),
        confirming: selectConfirming(snapshot),
        refreshing: selectRefreshing(snapshot),
      };
    };
    return { actor, loads, decisions, view, toasts: toasts.texts, told: session.received };
  }

  it('asks for its first query, shows the answer and its summary, and asks again with a changed query laid over it', async () => {
    const { actor, loads, view } = askingQueue();
    expect(view()).toEqual({
      status: 'loading', ids: [], query: { page: 1, sort: 'date' }, summary: null,
      confirming: null, deciding: null, refreshing: false, itemError: null, loadError: null,
    });
    expect(loads.map((load) => load.query)).toEqual([{ page: 1, sort: 'date' }]);
    loads[0].answer({ items: [first, second], summary: { total: 12 } });
    await settle();
    expect(view()).toMatchObject({ status: 'listed', ids: [1, 2], summary: { total: 12 } });

    actor.send({ type: 'query.change', query: { page: 2 } });
    // The old page never shows under the new query's controls.
    expect(view()).toMatchObject({ status: 'loading', ids: [], query: { page: 2, sort: 'date' } });
    expect(loads.map((load) => load.query)).toEqual([{ page: 1, sort: 'date' }, { page: 2, sort: 'date' }]);
    loads[1].answer({ items: [], summary: { total: 12 } });
    await settle();
    expect(view()).toMatchObject({ status: 'empty', ids: [], summary: { total: 12 } });

    // An empty page can be left for another.
    actor.send({ type: 'query.change', query: { sort: 'score' } });
    expect(loads[2].query).toEqual({ page: 2, sort: 'score' });
    loads[2].fail(new Error('offline'));
    await settle();
    expect(view()).toMatchObject({ status: 'failed', loadError: 'Could not load: offline' });
    // A failed load can be left for another query too, without its failure.
    actor.send({ type: 'query.change', query: { page: 1 } });
    expect(view()).toMatchObject({ status: 'loading', loadError: null, query: { page: 1, sort: 'score' } });
  });

  it('asks before a decision that cannot be taken back; cancelling sends nothing', async () => {
    const { actor, loads, decisions, view } = askingQueue();
    loads[0].answer({ items: [first, second], summary: { total: 2 } });
    await settle();
    actor.send({ type: 'queue.delete', item: first });
    expect(view()).toMatchObject({ status: 'listed', confirming: { item: first, decision: 'delete' }, deciding: null });
    actor.send({ type: 'dialog.close' });
    expect(view()).toMatchObject({ status: 'listed', confirming: null, deciding: null });
    await settle();
    expect(decisions).toEqual([]);

    // A decision not in the question's list is sent at once.
    actor.send({ type: 'queue.approve', item: second });
    expect(view()).toMatchObject({ confirming: null, deciding: { item: second, decision: 'approve' } });
    expect(decisions.map((decision) => decision.input)).toEqual([{ item: second, decision: 'approve', draft: null }]);
  });

  it('after a confirmed decision the list stays shown while it is loaded again, then shows the server\'s page', async () => {
    const { actor, loads, decisions, view, toasts, told } = askingQueue();
    loads[0].answer({ items: [first, second], summary: { total: 2 } });
    await settle();
    actor.send({ type: 'queue.delete', item: first });
    actor.send({ type: 'dialog.confirm' });
    expect(view()).toMatchObject({ confirming: null, deciding: { item: first, decision: 'delete' }, refreshing: false });
    expect(decisions.map((decision) => decision.input)).toEqual([{ item: first, decision: 'delete', draft: null }]);
    decisions[0].answer();
    await settle();
    expect(toasts).toEqual(['Done: delete']);
    // A queue that loads again after a decision tells the session too.
    expect(told).toEqual([{ type: 'suggestions.changed' }]);
    expect(view()).toMatchObject({ status: 'listed', ids: [2], deciding: null, refreshing: true, summary: { total: 2 } });
    expect(loads.map((load) => load.query)).toEqual([{ page: 1, sort: 'date' }, { page: 1, sort: 'date' }]);
    loads[1].answer({ items: [second], summary: { total: 1 } });
    await settle();
    expect(view()).toMatchObject({ status: 'listed', ids: [2], refreshing: false, summary: { total: 1 } });

    actor.send({ type: 'queue.delete', item: second });
    actor.send({ type: 'dialog.confirm' });
    decisions[1].answer();
    await settle();
    loads[2].answer({ items: [], summary: { total: 0 } });
    await settle();
    expect(view()).toMatchObject({ status: 'empty', ids: [], refreshing: false, summary: { total: 0 } });
  });

  it('a failed decision is told beside its item, which stays; the next decision clears it', async () => {
    const { actor, loads, decisions, view, toasts } = askingQueue({ confirms: [] });
    loads[0].answer({ items: [first, second], summary: { total: 2 } });
    await settle();
    actor.send({ type: 'queue.delete', item: second });
    decisions[0].fail(new Error('gone'));
    await settle();
    expect(view()).toMatchObject({ status: 'listed', ids: [1, 2], deciding: null, itemError: { id: 2, text: 'Failed to delete: gone' } });
    expect(loads).toHaveLength(1);
    actor.send({ type: 'queue.approve', item: first });
    expect(view()).toMatchObject({ deciding: { item: first, decision: 'approve' }, itemError: null });
    expect(toasts).toEqual([]);
  });

  it('a new query clears a failed decision\'s text', async () => {
    const { actor, loads, decisions, view } = askingQueue({ confirms: [] });
    loads[0].answer({ items: [first], summary: { total: 1 } });
    await settle();
    actor.send({ type: 'queue.delete', item: first });
    decisions[0].fail(new Error('gone'));
    await settle();
    expect(view().itemError).not.toBeNull();
    actor.send({ type: 'query.change', query: { page: 2 } });
    expect(view().itemError).toBeNull();
  });

  it('tells the session after each decision when it is handed one, and no one when it is not', async () => {
    const session = recordEvents();
    const machine = createReviewQueueMachine({
      ...twoDecisions,
      load: listingAll(() => Promise.resolve([first, second])),
      decidedNotice: { type: 'suggestions.changed' },
    });
    const told = createActor(machine, { input: { toasts: recordToasts().ref, session: session.ref as never } }).start();
    await settle();
    told.send({ type: 'queue.reject', item: first });
    await settle();
    expect(session.received).toEqual([{ type: 'suggestions.changed' }]);

    const toasts = recordToasts();
    const alone = createActor(machine, { input: { toasts: toasts.ref } }).start();
    await settle();
    alone.send({ type: 'queue.reject', item: first });
    await settle();
    expect(toasts.texts).toEqual(['rejectd']);
    expect(selectQueueItems(alone.getSnapshot())).toEqual([second]);
  });
});

describe('reviewQueue machine, what a simple queue refuses', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a queue that lists everything takes no query; one without drafts keeps none; an unknown decision is ignored', async () => {
    let loads = 0;
    const sent: unknown[] = [];
    const machine = createReviewQueueMachine<Suggestion, 'reject', null>({
      id: 'reviewQueue',
      load: listingAll(async () => {
        loads += 1;
        return [first, second];
      }),
      loadErrorText: () => 'failed',
      decisions: ['reject'],
      decide: async (input) => void sent.push(input),
      decidedText: () => 'Rejected',
      failedText: () => 'Failed',
    });
    const actor = createActor(machine, { input: quietApp() }).start();
    await settle();
    expect(selectQueueQuery(actor.getSnapshot())).toBeNull();
    expect(selectQueueSummary(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'query.change', query: {} } as never);
    actor.send({ type: 'draft.change', item: first, changes: {} } as never);
    actor.send({ type: 'queue.approve', item: first } as never);
    actor.send({ type: 'request.retry' });
    await settle();
    expect(loads).toBe(1);
    expect(selectDrafts(actor.getSnapshot())).toEqual({});
    expect(selectQueueStatus(actor.getSnapshot())).toBe('listed');
    expect(selectDeciding(actor.getSnapshot())).toBeNull();
    expect(sent).toEqual([]);
  });

  it('keeps each item\'s draft while others are decided, and a change is laid over the draft so far', async () => {
    const sent: unknown[] = [];
    const editable = createReviewQueueMachine<Suggestion, 'approve' | 'reject', { name: string; notes: string }>({
      ...twoDecisions,
      load: listingAll(async () => [first, second]),
      draftOf: (item) => ({ name: item.suggested_series_name ?? '', notes: '' }),
      decide: async (input) => void sent.push(input),
    });
    const actor = createActor(editable, { input: quietApp() }).start();
    await settle();
    actor.send({ type: 'draft.change', item: second, changes: { notes: 'checked' } });
    expect(selectDrafts(actor.getSnapshot())).toEqual({ 2: { name: 'Series 2', notes: 'checked' } });
    actor.send({ type: 'draft.change', item: second, changes: { name: 'Tower' } });
    expect(selectDrafts(actor.getSnapshot())).toEqual({ 2: { name: 'Tower', notes: 'checked' } });
    actor.send({ type: 'queue.approve', item: first });
    // Typing goes on while another item's decision is sent.
    actor.send({ type: 'draft.change', item: second, changes: { notes: 'sure' } });
    await settle();
    actor.send({ type: 'queue.approve', item: second });
    await settle();
    expect(sent).toEqual([
      { item: first, decision: 'approve', draft: { name: 'Series 1', notes: '' } },
      { item: second, decision: 'approve', draft: { name: 'Tower', notes: 'sure' } },
    ]);
  });
});
