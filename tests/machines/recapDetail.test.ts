import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';

import { getShortestPaths } from '@xstate/graph';
import { inEnglish, quietApp, recordEvents, recordToasts, loadingSession } from './support/appActors';
import type { DetailNotice } from '../../src/machines/recapDetail';

/** The dialog's notice as the English interface words it. */
const inEnglishNotice = (notice: DetailNotice | null) => notice && { text: inEnglish(notice.message), retry: notice.retry };
import { doneEvent, errorEvent, expectFullCoverage, walkModel } from './support/modelWalk';
import { ApiError } from '../../src/api/errors';
import { isOpenableRecap } from '../../src/domain/recapAvailability';
import {
  recapDetailMachine,
  selectDetailNotice,
  selectDetailOpen,
  selectDetailRecap,
  selectPendingRating,
  selectRating,
} from '../../src/machines/recapDetail';
import type { Recap } from '../../src/api/types';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { buildRecap } from '../support/factories';
import { waitForState } from './support/waitForState';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

const recap: Recap = {
  id: 9, video_id: 'dQw4w9WgXcQ', title: 'Tower recap', series_name: 'Tower', thumbnail_url: null,
  preview_url: null, views: 10, like_count: 2, duration: 3700, published_at: null, status: 'Ongoing', channel_id: 1,
  channel_name: 'C', language: 'en', avg_rating: 0, rating_count: 0, user_rating: null, rating: 0, genres: [], tags: [],
  chapters_covered: null, series_slug: null, watched: false, beyond_reading_place: null,
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

function start(isAuthenticated = false) {
  const toasts = recordToasts();
  const list = recordEvents();
  const actor = createActor(recapDetailMachine, { input: { session: loadingSession(), toasts: toasts.ref, list: list.ref, isAuthenticated } });
  const told: string[] = [];
  actor.on('*', (event) => told.push(event.type === 'dialog.opened' ? `opened ${event.recapId}` : event.type));
  actor.start();
  const view = () => {
    const snapshot = actor.getSnapshot();
    return {
      open: selectDetailOpen(snapshot),
      recap: selectDetailRecap(snapshot)?.id ?? null,
      notice: inEnglishNotice(selectDetailNotice(snapshot)),
      rating: selectRating(snapshot),
      pendingRating: selectPendingRating(snapshot),
    };
  };
  const sent = server.received.length;
  const requests = () => server.received.slice(sent).map((request) => `${request.method} ${request.path}`);
  const settled = () => waitForState(actor, (snapshot) => !snapshot.matches('loading') && !snapshot.matches({ open: 'rating' }));
  return { actor, told, view, requests, settled, toasts: toasts.shown, patched: list.received };
}

const shown = (id: number) => ({ open: true, recap: id, notice: null, rating: false, pendingRating: null });
const closed = { open: false, recap: null, notice: null, rating: false, pendingRating: null };
const loadingNotice = { open: true, recap: null, notice: { text: 'Loading recap...', retry: false }, rating: false, pendingRating: null };
const notFound = { open: true, recap: null, notice: { text: 'Recap not found.', retry: false }, rating: false, pendingRating: null };
const failed = { open: true, recap: null, notice: { text: 'Failed to load recap.', retry: true }, rating: false, pendingRating: null };

describe('recapDetail machine, the open recap in the address, against a server', () => {
  it('a card opens the recap and tells the address; closing tells it too; Back closes without telling', () => {
    const { actor, told, view, requests } = start();
    expect(view()).toEqual(closed);
    actor.send({ type: 'dialog.open', recap });
    expect(view()).toEqual(shown(9));
    // The address now names the recap the dialog shows: nothing is loaded again.
    actor.send({ type: 'address.change', recap: '9' });
    expect(view()).toEqual(shown(9));
    actor.send({ type: 'dialog.close' });
    expect(view()).toEqual(closed);
    expect(told).toEqual(['opened 9', 'dialog.closed']);
    actor.send({ type: 'dialog.open', recap });
    actor.send({ type: 'address.change', recap: null });
    expect(view()).toEqual(closed);
    expect(told).toEqual(['opened 9', 'dialog.closed', 'opened 9']);
    // A bare address with the dialog closed changes nothing either.
    actor.send({ type: 'address.change', recap: null });
    expect(view()).toEqual(closed);
    expect(requests()).toEqual([]);
  });

  it('refuses to open a private or error recap from its card', () => {
    const { actor, view, told } = start();
    actor.send({ type: 'dialog.open', recap: { ...recap, status: 'error' } });
    actor.send({ type: 'dialog.open', recap: { ...recap, status: 'private' } });
    expect(view()).toEqual(closed);
    expect(told).toEqual([]);
  });

  it('a shared link asks GET /recaps/:id, says it is loading, and opens the recap without a new history entry', async () => {
    server.answerWith({ status: 200, body: recap });
    const { actor, told, view, requests, settled } = start();
    actor.send({ type: 'address.change', recap: '9' });
    expect(view()).toEqual(loadingNotice);
    // The same address again while it loads asks nothing more.
    actor.send({ type: 'address.change', recap: '9' });
    await settled();
    expect(requests()).toEqual(['GET /recaps/9']);
    expect(view()).toEqual(shown(9));
    expect(actor.getSnapshot().context.requestedId).toBeNull();
    expect(selectDetailRecap(actor.getSnapshot())).toEqual(recap);
    expect(told).toEqual([]);
  });

  it('an id no recap can have is not found without a request; an unknown one is not found after it', async () => {
    const { actor, told, view, requests, settled } = start();
    for (const text of ['abc', '1.5', '-1', '07', 'NaN', '']) {
      actor.send({ type: 'address.change', recap: text });
      expect(view()).toEqual(notFound);
    }
    expect(requests()).toEqual([]);
    actor.send({ type: 'dialog.close' });
    expect(view()).toEqual(closed);
    expect(told).toEqual(['dialog.closed']);
    server.answerWith({ status: 404, body: { error: 'Recap not found' } });
    actor.send({ type: 'address.change', recap: '404' });
    await settled();
    expect(requests()).toEqual(['GET /recaps/404']);
    expect(view()).toEqual(notFound);
    // From not found: Back closes without telling, a malformed id stays, another id is asked for.
    actor.send({ type: 'address.change', recap: 'abc' });
    expect(view()).toEqual(notFound);
    server.answerWith({ status: 200, body: recap });
    actor.send({ type: 'address.change', recap: '9' });
    expect(view()).toEqual(loadingNotice);
    await settled();
    expect(view()).toEqual(shown(9));
    actor.send({ type: 'address.change', recap: '405' });
    actor.send({ type: 'address.change', recap: 'x' });
    expect(view()).toEqual(notFound);
    actor.send({ type: 'address.change', recap: null });
    expect(view()).toEqual(closed);
    expect(told).toEqual(['dialog.closed']);
  });

  it('a recap that cannot be opened from its card cannot be opened from an address either', async () => {
    server.answerWith({ status: 200, body: { ...recap, status: 'private' } });
    const { actor, view, settled } = start();
    actor.send({ type: 'address.change', recap: '9' });
    await settled();
    expect(view()).toEqual(notFound);
  });

  it('a failed load offers Try Again, which asks for the same recap', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const { actor, view, requests, settled, told } = start();
    actor.send({ type: 'address.change', recap: '12' });
    await settled();
    expect(view()).toEqual(failed);
    // The address naming the same recap changes nothing; Try Again asks again.
    actor.send({ type: 'address.change', recap: '12' });
    expect(view()).toEqual(failed);
    server.answerWith({ status: 200, body: buildRecap(12) });
    actor.send({ type: 'request.retry' });
    expect(view()).toEqual(loadingNotice);
    await settled();
    expect(requests()).toEqual(['GET /recaps/12', 'GET /recaps/12']);
    expect(view()).toEqual(shown(12));
    expect(told).toEqual([]);
  });

  it('from a failed load, the address moves on: Back closes, a malformed id is not found, another id is asked for; Close tells the address', async () => {
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    const { actor, view, requests, settled, told } = start();
    const fail = async (id: string) => {
      actor.send({ type: 'address.change', recap: id });
      await settled();
      expect(view()).toEqual(failed);
    };
    await fail('12');
    actor.send({ type: 'address.change', recap: null });
    expect(view()).toEqual(closed);
    await fail('12');
    actor.send({ type: 'address.change', recap: 'abc' });
    expect(view()).toEqual(notFound);
    await fail('12');
    actor.send({ type: 'address.change', recap: '13' });
    expect(view()).toEqual(loadingNotice);
    await settled();
    expect(requests()).toEqual(['GET /recaps/12', 'GET /recaps/12', 'GET /recaps/12', 'GET /recaps/13']);
    expect(told).toEqual([]);
    actor.send({ type: 'dialog.close' });
    expect(view()).toEqual(closed);
    expect(told).toEqual(['dialog.closed']);
  });

  it('while a recap loads, the address moves on: another id is asked for instead, Back or a malformed id stop it; Close tells the address', async () => {
    server.answerWith({ status: 200, body: buildRecap(13) });
    const { actor, view, requests, settled, told } = start();
    actor.send({ type: 'address.change', recap: '12' });
    actor.send({ type: 'address.change', recap: '13' });
    expect(view()).toEqual(loadingNotice);
    await settled();
    expect(view()).toEqual(shown(13));
    expect(requests()).toContain('GET /recaps/13');

    actor.send({ type: 'address.change', recap: null });
    actor.send({ type: 'address.change', recap: '12' });
    actor.send({ type: 'address.change', recap: null });
    expect(view()).toEqual(closed);
    actor.send({ type: 'address.change', recap: '12' });
    actor.send({ type: 'address.change', recap: 'abc' });
    expect(view()).toEqual(notFound);
    actor.send({ type: 'address.change', recap: '12' });
    actor.send({ type: 'dialog.close' });
    expect(view()).toEqual(closed);
    expect(told).toEqual(['dialog.closed']);
    // The requests left behind still reach the server; they are let in before the next test counts its own.
    await vi.waitFor(() => expect(requests().sort()).toEqual(['GET /recaps/12', 'GET /recaps/12', 'GET /recaps/12', 'GET /recaps/12', 'GET /recaps/13']));
  });

  it('an open recap follows the address to another recap, or to an id that cannot be', async () => {
    server.answerWith({ status: 200, body: buildRecap(14) });
    const { actor, view, settled, requests } = start();
    actor.send({ type: 'dialog.open', recap });
    actor.send({ type: 'address.change', recap: '14' });
    expect(view()).toEqual(loadingNotice);
    await settled();
    expect(requests()).toEqual(['GET /recaps/14']);
    expect(view()).toEqual(shown(14));
    actor.send({ type: 'address.change', recap: '1.5' });
    expect(view()).toEqual(notFound);
  });
});

describe('recapDetail machine, rating against a server', () => {
  it('tells an anonymous visitor to log in instead of rating, until the session says they are in', async () => {
    server.answerWith({ status: 200, body: { avg_rating: 5, rating_count: 1, user_rating: 5 } });
    const { actor, view, toasts, requests, settled } = start(false);
    actor.send({ type: 'dialog.open', recap });
    actor.send({ type: 'recap.rate', rating: 5 });
    expect(toasts).toEqual([{ type: 'toast.show', kind: 'info', text: 'You must be logged in to rate.' }]);
    expect(view()).toEqual(shown(9));
    expect(requests()).toEqual([]);
    actor.send({ type: 'session.changed', isAuthenticated: true });
    actor.send({ type: 'recap.rate', rating: 5 });
    expect(view().rating).toBe(true);
    await settled();
    expect(requests()).toEqual(['POST /recaps/9/rate']);
    actor.send({ type: 'session.changed', isAuthenticated: false });
    actor.send({ type: 'recap.rate', rating: 4 });
    expect(toasts.map((shownToast) => shownToast.text)).toEqual(['You must be logged in to rate.', 'Rating submitted!', 'You must be logged in to rate.']);
  });

  it('sends only 1 to 5 stars', async () => {
    server.answerWith({ status: 200, body: { avg_rating: 1, rating_count: 1, user_rating: 1 } });
    const { actor, view, requests, settled } = start(true);
    actor.send({ type: 'dialog.open', recap });
    for (const rating of [0, 6, 2.5]) {
      actor.send({ type: 'recap.rate', rating });
      expect(view()).toEqual(shown(9));
    }
    expect(requests()).toEqual([]);
    actor.send({ type: 'recap.rate', rating: 1 });
    await settled();
    expect(server.last()).toMatchObject({ method: 'POST', path: '/recaps/9/rate', body: { rating: 1 } });
  });

  it('shows the stars at once, then the new average (rounded to a tenth), tells the list and says Rating submitted!', async () => {
    server.answerWith({ status: 200, body: { avg_rating: 4.25, rating_count: 4, user_rating: 5 } });
    const { actor, view, toasts, patched, settled } = start(true);
    actor.send({ type: 'dialog.open', recap });
    actor.send({ type: 'recap.rate', rating: 5 });
    expect(view()).toEqual({ ...shown(9), rating: true, pendingRating: 5 });
    await settled();
    expect(server.last()).toMatchObject({ method: 'POST', path: '/recaps/9/rate', body: { rating: 5 } });
    expect(view()).toEqual(shown(9));
    expect(selectDetailRecap(actor.getSnapshot())).toEqual({ ...recap, avg_rating: 4.25, rating: 4.3, rating_count: 4, user_rating: 5 });
    expect(patched).toEqual([{ type: 'item.patch', id: 9, changes: { avg_rating: 4.25, rating: 4.3, rating_count: 4, user_rating: 5 } }]);
    expect(toasts).toEqual([{ type: 'toast.show', kind: 'success', text: 'Rating submitted!' }]);
  });

  it('reports a failed rating and keeps the old one', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const { actor, view, toasts, patched, settled } = start(true);
    actor.send({ type: 'dialog.open', recap });
    actor.send({ type: 'recap.rate', rating: 2 });
    await settled();
    expect(toasts).toEqual([{ type: 'toast.show', kind: 'error', text: 'Failed to submit rating.' }]);
    expect(view()).toEqual(shown(9));
    expect(selectDetailRecap(actor.getSnapshot())).toEqual(recap);
    expect(patched).toEqual([]);
  });

  it('closing forgets the recap and the stars on their way', () => {
    const { actor, view } = start(true);
    actor.send({ type: 'dialog.open', recap });
    actor.send({ type: 'recap.rate', rating: 3 });
    actor.send({ type: 'dialog.close' });
    expect(view()).toEqual(closed);
    expect(actor.getSnapshot().context.requestedId).toBeNull();
  });
});
