import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { quietApp, recordToasts } from './support/appActors';
import { createReviewQueueMachine, selectDeciding, selectQueueStatus } from '../../src/machines/reviewQueue';
import type { Suggestion } from '../../src/api/types';
import { buildSuggestion } from '../support/factories';

const [first, second] = [buildSuggestion(1), buildSuggestion(2)];

/** A queue of two decisions, one needing a non-empty draft: the shape every admin queue is built from. */
const queueMachine = createReviewQueueMachine({
  id: 'reviewQueue',
  load: () => Promise.reject(new Error('not in these tests')),
  loadErrorText: (error) => (error instanceof Error ? error.message : 'failed'),
  decisions: ['approve', 'reject'],
  draftOf: (item: Suggestion) => ({ name: item.suggested_series_name }),
  allows: (decision, draft) => decision === 'reject' || draft.name.trim() !== '',
  decide: () => Promise.resolve(),
  decidedText: (decision) => `${decision}d`,
  failedText: (decision) => `Failed to ${decision}`,
});
const silent = queueMachine.provide({ actors: { load: pendingActor(), decide: pendingActor() } });

describe('reviewQueue machine, model-based', () => {
  type Snapshot = SnapshotFrom<typeof silent>;
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'reviewQueue',
      machine: silent,
      input: quietApp(),
      events: [
        doneEvent('load', [first, second]),
        doneEvent('load', []),
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
      },
    });
    expectFullCoverage(report);
  });
});

describe('reviewQueue machine, behaviour', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends the item with its draft, and the decided item leaves with a toast (no session given: nobody else is told)', async () => {
    const sent: unknown[] = [];
    const machine = queueMachine.provide({
      actors: {
        load: fromPromise(async () => [first, second]),
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
    const machine = queueMachine.provide({ actors: { load: fromPromise(async () => [first]), decide: pendingActor() } });
    const actor = createActor(machine, { input: quietApp() }).start();
    await settle();
    actor.send({ type: 'draft.change', item: first, changes: { name: '  ' } });
    actor.send({ type: 'queue.approve', item: first });
    expect(selectQueueStatus(actor.getSnapshot())).toBe('listed');
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });
});
