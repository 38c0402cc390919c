import { describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { quietApp, recordToasts } from './support/appActors';
import { createReviewQueueMachine, listingAll, selectConfirming, selectDeciding, selectQueueStatus } from '../../src/machines/reviewQueue';
import type { Suggestion } from '../../src/api/types';
import { buildSuggestion } from '../support/factories';

const [first, second] = [buildSuggestion(1), buildSuggestion(2)];

/** A queue of two decisions, one needing a non-empty draft: the shape every admin queue is built from. */
const twoDecisions = {
  id: 'reviewQueue',
  load: listingAll<Suggestion>(() => Promise.reject(new Error('not in these tests'))),
  loadErrorText: (error: unknown) => (error instanceof Error ? error.message : 'failed'),
  decisions: ['approve', 'reject'] as const,
  draftOf: (item: Suggestion) => ({ name: item.suggested_series_name }),
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
      events: [
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
        const { items, deciding, itemError } = (snapshot as Snapshot).context;
        // Empty means nothing listed; a decision is pending exactly while it is sent; errors name a listed item.
        if (snapshot.matches('empty')) expect(items).toEqual([]);
        if (snapshot.matches('ready')) expect(items.length).toBeGreaterThan(0);
        expect(selectDeciding(snapshot as Snapshot) !== null).toBe(snapshot.matches('deciding'));
        expect(deciding !== null).toBe(snapshot.matches('deciding'));
        if (itemError) expect(items.map((item) => item.id)).toContain(itemError.id);
        // A queue without a query or a question has neither.
        expect((snapshot as Snapshot).context.query).toBeNull();
        expect(selectConfirming(snapshot as Snapshot)).toBeNull();
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
    const pageOf = (page: number) => ({ items: page === 1 ? [first] : [second], summary: { pages: 2 } });
    const report = walkModel({
      name: 'reviewQueue',
      machine: asking.provide({ actors: { load: pendingActor(), decide: pendingActor() } }),
      input: quietApp(),
      events: (snapshot) => {
        const { query, items } = (snapshot as AskingSnapshot).context;
        return [
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
        if (items.length > 0 && snapshot.value !== 'failed') expect(items).toEqual(pageOf(query.page).items);
        expect(selectConfirming(snapshot) !== null).toBe(snapshot.value === 'confirming');
        expect(deciding !== null).toBe(snapshot.value === 'confirming' || snapshot.value === 'deciding');
        if (snapshot.value === 'refreshing') expect(items).toEqual([]);
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
