import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { quietApp, recordEvents, recordToasts, loadingSession } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, walkModel } from './support/modelWalk';

vi.mock('../../src/api/recaps', () => ({ rateRecap: vi.fn(), fetchRecap: vi.fn() }));

import { ApiError } from '../../src/api/errors';
import { fetchRecap, rateRecap } from '../../src/api/recaps';
import { isOpenableRecap } from '../../src/domain/recapAvailability';
import { recapDetailMachine } from '../../src/machines/recapDetail';
import type { Recap } from '../../src/api/types';

const recap: Recap = {
  id: 9, video_id: 'dQw4w9WgXcQ', title: 'Tower recap', series_name: 'Tower', thumbnail_url: null,
  preview_url: null, views: 10, like_count: 2, duration: 3700, published_at: null, status: 'Ongoing', channel_id: 1,
  channel_name: 'C', language: 'en', avg_rating: 0, rating_count: 0, user_rating: null, rating: 0, genres: [], tags: [],
  chapters_covered: null, series_slug: null,
};

describe('recapDetail machine, model-based', () => {
  const pending = recapDetailMachine.provide({
    actors: { rateRecap: fromPromise(() => new Promise(() => {})), fetchRecap: fromPromise(() => new Promise<Recap>(() => {})) },
  });
  type Snapshot = SnapshotFrom<typeof pending>;

  it('reaches every state and takes every transition on a live actor', () => {
    const report = walkModel({
      name: 'recapDetail',
      machine: pending,
      input: { ...quietApp(), list: recordEvents().ref, isAuthenticated: true },
      inputs: [{ ...quietApp(), list: recordEvents().ref, isAuthenticated: false }],
      events: [
        { type: 'dialog.open', recap },
        { type: 'dialog.open', recap: { ...recap, status: 'private' } },
        { type: 'recap.rate', rating: 4 },
        { type: 'recap.rate', rating: 0 },
        { type: 'session.changed', isAuthenticated: false },
        { type: 'session.changed', isAuthenticated: true },
        doneEvent('rateRecap', { avg_rating: 4, rating_count: 1, user_rating: 4 }),
        errorEvent('rateRecap', new Error('HTTP error! status: 500')),
        // The address: a shared link or Forward naming a recap, one naming none, Back to the bare list.
        { type: 'address.change', recap: '9' },
        { type: 'address.change', recap: '12' },
        { type: 'address.change', recap: '1.5' },
        { type: 'address.change', recap: null },
        doneEvent('fetchRecap', recap),
        doneEvent('fetchRecap', { ...recap, status: 'error' }),
        errorEvent('fetchRecap', new ApiError(404, 'Recap not found', { error: 'Recap not found', message: 'Recap not found' })),
        errorEvent('fetchRecap', new ApiError(0, 'Failed to fetch', null)),
        { type: 'request.retry' },
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot as Snapshot).context.isAuthenticated]),
      check: (snapshot) => {
        const { recap: shown } = (snapshot as Snapshot).context;
        // A private or error recap is never shown, and the dialog always has its recap.
        if (snapshot.matches('open')) expect(shown && isOpenableRecap(shown)).toBe(true);
        else expect(shown).toBeNull();
      },
    });
    expectFullCoverage(report);
    expect(getShortestPaths(pending, { input: { ...quietApp(), list: recordEvents().ref, isAuthenticated: true }, events: [{ type: 'dialog.open', recap }] } as never)).toHaveLength(2);
  });
});

describe('recapDetail machine, the open recap in the address', () => {
  function start() {
    const actor = createActor(recapDetailMachine, {
      input: { session: loadingSession(), toasts: recordToasts().ref, list: recordEvents().ref, isAuthenticated: false },
    });
    const told: string[] = [];
    actor.on('*', (event) => told.push(event.type === 'dialog.opened' ? `opened ${event.recapId}` : event.type));
    actor.start();
    return { actor, told };
  }

  it('a card opens the recap and tells the address; closing tells it too; Back closes without telling', () => {
    const { actor, told } = start();
    actor.send({ type: 'dialog.open', recap });
    // The address now names the recap the dialog shows: nothing is loaded again.
    actor.send({ type: 'address.change', recap: '9' });
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
    actor.send({ type: 'dialog.close' });
    expect(told).toEqual(['opened 9', 'dialog.closed']);
    actor.send({ type: 'dialog.open', recap });
    actor.send({ type: 'address.change', recap: null });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(told).toEqual(['opened 9', 'dialog.closed', 'opened 9']);
  });

  it('a shared link loads the recap it names and opens it without a new history entry', async () => {
    vi.mocked(fetchRecap).mockResolvedValueOnce(recap);
    const { actor, told } = start();
    actor.send({ type: 'address.change', recap: '9' });
    expect(actor.getSnapshot().value).toBe('loading');
    await vi.waitFor(() => expect(actor.getSnapshot().matches('open')).toBe(true));
    expect(fetchRecap).toHaveBeenLastCalledWith(9);
    expect(actor.getSnapshot().context.recap).toEqual(recap);
    expect(told).toEqual([]);
  });

  it('an id no recap can have is not found without a request; an unknown one is not found after it', async () => {
    vi.mocked(fetchRecap).mockClear();
    const { actor, told } = start();
    for (const text of ['abc', '1.5', '-1', '07', 'NaN', '']) {
      actor.send({ type: 'address.change', recap: text });
      expect(actor.getSnapshot().value).toBe('notFound');
    }
    expect(fetchRecap).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.close' });
    expect(told).toEqual(['dialog.closed']);
    vi.mocked(fetchRecap).mockRejectedValueOnce(new ApiError(404, 'Recap not found', { error: 'Recap not found', message: 'Recap not found' }));
    actor.send({ type: 'address.change', recap: '404' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('notFound'));
  });

  it('a recap that cannot be opened from its card cannot be opened from an address either', async () => {
    vi.mocked(fetchRecap).mockResolvedValueOnce({ ...recap, status: 'private' });
    const { actor } = start();
    actor.send({ type: 'address.change', recap: '9' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('notFound'));
    expect(actor.getSnapshot().context.recap).toBeNull();
  });
});

describe('recapDetail machine, behaviour', () => {
  function start(isAuthenticated: boolean) {
    const toasts = recordToasts();
    const list = recordEvents();
    const actor = createActor(recapDetailMachine, { input: { session: loadingSession(), toasts: toasts.ref, list: list.ref, isAuthenticated } });
    actor.start();
    return { actor, toasts: toasts.texts, rated: list.received };
  }

  it('refuses to open a private or error recap', () => {
    const { actor } = start(true);
    actor.send({ type: 'dialog.open', recap: { ...recap, status: 'error' } });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(isOpenableRecap({ status: 'Private' })).toBe(false);
    expect(isOpenableRecap({ status: null })).toBe(true);
  });

  it('tells an anonymous visitor to log in instead of rating', () => {
    const { actor, toasts } = start(false);
    actor.send({ type: 'dialog.open', recap });
    actor.send({ type: 'recap.rate', rating: 5 });
    expect(toasts).toEqual(['You must be logged in to rate.']);
    expect(rateRecap).not.toHaveBeenCalled();
  });

  it('submits a rating, shows the new average and tells the list', async () => {
    vi.mocked(rateRecap).mockResolvedValueOnce({ avg_rating: 4.25, rating_count: 4, user_rating: 5 });
    const { actor, toasts, rated } = start(true);
    actor.send({ type: 'dialog.open', recap });
    actor.send({ type: 'recap.rate', rating: 5 });
    expect(actor.getSnapshot().context.pendingRating).toBe(5);
    await vi.waitFor(() => expect(toasts).toEqual(['Rating submitted!']));
    expect(rateRecap).toHaveBeenCalledWith(9, 5);
    expect(actor.getSnapshot().context.recap).toMatchObject({ avg_rating: 4.25, rating: 4.3, rating_count: 4, user_rating: 5 });
    expect(rated).toEqual([
      { type: 'item.patch', id: 9, changes: { avg_rating: 4.25, rating: 4.3, rating_count: 4, user_rating: 5 } },
    ]);
  });

  it('reports a failed rating and keeps the old one', async () => {
    vi.mocked(rateRecap).mockRejectedValueOnce(new Error('HTTP error! status: 500'));
    const { actor, toasts } = start(true);
    actor.send({ type: 'dialog.open', recap });
    actor.send({ type: 'recap.rate', rating: 2 });
    await vi.waitFor(() => expect(toasts).toEqual(['Failed to submit rating.']));
    expect(actor.getSnapshot().context).toMatchObject({ pendingRating: null, recap: { user_rating: null } });
  });
});
