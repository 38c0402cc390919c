import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { selectHasToasts } from '../../src/machines/shared/toast';
import { selectToasts, toastsMachine } from '../../src/machines/toasts';
import { toast } from '../../src/machines/shared/toast';
import { expectFullCoverage, walkModel } from './support/modelWalk';

describe('toasts machine, model-based', () => {
  it('walks every generated path, reaching every state and transition', () => {
    const report = walkModel({
      name: 'toasts',
      machine: toastsMachine,
      events: [
        { type: 'toast.show', kind: 'success', text: 'Added to watchlist' },
        { type: 'toast.show', kind: 'error', text: 'Failed to update watchlist. Please try again.' },
        { type: 'toast.dismiss', id: 1 },
        { type: 'toast.dismiss', id: 2 },
      ],
      // The queue length (capped at 2) is what changes what a dismiss does.
      serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, shown: Math.min(snapshot.context.toasts.length, 2) }),
      check: (snapshot) => {
        expect(snapshot.matches('idle')).toBe(snapshot.context.toasts.length === 0);
      },
    });
    expectFullCoverage(report);
  });

  it('has a shortest path to a shown toast', () => {
    const paths = getShortestPaths(toastsMachine, {
      events: [{ type: 'toast.show', kind: 'info', text: 'Hi' }],
      serializeState: (snapshot: { value: unknown; context: { toasts: unknown[] } }) =>
        JSON.stringify({ value: snapshot.value, shown: Math.min(snapshot.context.toasts.length, 1) }),
    } as never);
    expect(paths.map((path) => path.state.value).sort()).toEqual(['idle', 'showing']);
  });
});

function liveToasts() {
  const clock = new SimulatedClock();
  const actor = createActor(toastsMachine, { clock }).start();
  const texts = () => actor.getSnapshot().context.toasts.map((toast) => toast.text);
  return { actor, clock, texts };
}

describe('toasts, behaviour', () => {
  it('queues toasts in order', () => {
    const { actor, texts } = liveToasts();
    actor.send({ type: 'toast.show', kind: 'error', text: 'Failed to submit rating.' });
    actor.send({ type: 'toast.show', kind: 'info', text: 'You must be logged in to rate.' });
    expect(texts()).toEqual(['Failed to submit rating.', 'You must be logged in to rate.']);
  });

  it('dismisses an error or info toast after 4 s', () => {
    const { actor, clock, texts } = liveToasts();
    actor.send({ type: 'toast.show', kind: 'error', text: 'Failed to update status.' });
    clock.increment(3999);
    expect(texts()).toEqual(['Failed to update status.']);
    clock.increment(1);
    expect(texts()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('dismisses a success toast after 2 s, while an older error toast stays its 4 s', () => {
    const { actor, clock, texts } = liveToasts();
    actor.send({ type: 'toast.show', kind: 'error', text: 'Failed to delete match.' });
    actor.send({ type: 'toast.show', kind: 'success', text: 'Rating submitted!' });
    clock.increment(2000);
    expect(texts()).toEqual(['Failed to delete match.']);
    clock.increment(2000);
    expect(texts()).toEqual([]);
  });

  it('closes a toast by hand, and its later timer changes nothing', () => {
    const { actor, clock, texts } = liveToasts();
    actor.send({ type: 'toast.show', kind: 'info', text: 'First' });
    clock.increment(1000);
    actor.send({ type: 'toast.dismiss', id: 1 });
    actor.send({ type: 'toast.show', kind: 'info', text: 'Second' });
    clock.increment(3000);
    expect(texts()).toEqual(['Second']);
    clock.increment(1000);
    expect(texts()).toEqual([]);
  });
});

describe('toasts, what the toaster is told at each step', () => {
  it('numbers each toast and keeps its kind, and says whether any is on screen', () => {
    const { actor } = liveToasts();
    expect(selectHasToasts(actor.getSnapshot())).toBe(false);
    expect(selectToasts(actor.getSnapshot())).toEqual([]);
    actor.send(toast('error', 'Failed to update status.'));
    expect(selectHasToasts(actor.getSnapshot())).toBe(true);
    actor.send(toast('success', 'Rating submitted!'));
    actor.send(toast('info', 'You must be logged in to rate.'));
    expect(selectToasts(actor.getSnapshot())).toEqual([
      { id: 1, kind: 'error', text: 'Failed to update status.' },
      { id: 2, kind: 'success', text: 'Rating submitted!' },
      { id: 3, kind: 'info', text: 'You must be logged in to rate.' },
    ]);
  });

  it('keeps a success toast alone for 2 s and an info toast for 4 s, each timer its own toast', () => {
    const { actor, clock, texts } = liveToasts();
    actor.send(toast('success', 'Added to watchlist'));
    clock.increment(1999);
    expect(texts()).toEqual(['Added to watchlist']);
    clock.increment(1);
    expect(texts()).toEqual([]);
    expect(selectHasToasts(actor.getSnapshot())).toBe(false);

    actor.send(toast('info', 'Please log in to add items to your watchlist.'));
    clock.increment(1000);
    actor.send(toast('info', 'Please log in to save items to your watchlist.'));
    clock.increment(2999);
    expect(texts()).toEqual(['Please log in to add items to your watchlist.', 'Please log in to save items to your watchlist.']);
    clock.increment(1);
    expect(texts()).toEqual(['Please log in to save items to your watchlist.']);
    clock.increment(999);
    expect(texts()).toEqual(['Please log in to save items to your watchlist.']);
    clock.increment(1);
    expect(texts()).toEqual([]);
  });

  it('a second toast shown as a success goes after 2 s, and an error shown second stays its 4 s', () => {
    const { actor, clock, texts } = liveToasts();
    actor.send(toast('info', 'First'));
    actor.send(toast('success', 'Second'));
    actor.send(toast('error', 'Third'));
    clock.increment(1999);
    expect(texts()).toEqual(['First', 'Second', 'Third']);
    clock.increment(1);
    expect(texts()).toEqual(['First', 'Third']);
    clock.increment(1999);
    expect(texts()).toEqual(['First', 'Third']);
    clock.increment(1);
    expect(texts()).toEqual([]);
  });

  it('closing the older of two by hand keeps the other on screen; closing one not shown changes nothing', () => {
    const { actor, texts } = liveToasts();
    actor.send(toast('error', 'First'));
    actor.send(toast('error', 'Second'));
    actor.send({ type: 'toast.dismiss', id: 1 });
    expect(texts()).toEqual(['Second']);
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'toast.dismiss', id: 7 });
    expect(texts()).toEqual(['Second']);
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'toast.dismiss', id: 2 });
    expect(texts()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectHasToasts(actor.getSnapshot())).toBe(false);
  });

  it('builds the event a machine sends to show a toast', () => {
    expect(toast('success', 'Recap updated')).toEqual({ type: 'toast.show', kind: 'success', text: 'Recap updated' });
  });
});
