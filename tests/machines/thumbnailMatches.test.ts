import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { inEnglish, loadingSession, recordToasts } from './support/appActors';
import { queueTextInEnglish } from './support/queueView';
import { ApiError } from '../../src/api/errors';
import type { MatchType, ThumbnailMatch } from '../../src/api/types';
import { buildThumbnailMatch } from '../support/factories';
import { MATCH_PAGE_SIZE } from '../../src/domain/thumbnailMatches';
import { answerMatches, MATCH_ORDERS, matchesResponse, STORED_MATCHES } from '../support/thumbnailMatchServer';
import { pretendPageOrigin, startRecordingServer, type ReceivedRequest } from '../support/recordingServer';
import { selectConfirming, selectDeciding, selectQueueStatus } from '../../src/machines/reviewQueue';
import {
  changeMatchQuery,
  FIRST_MATCH_QUERY,
  matchDeletionQuestion,
  thumbnailMatchesMachine,
  type MatchQuery,
} from '../../src/machines/thumbnailMatches';

const PER_PAGE = 2;
const stored = STORED_MATCHES;
const orders = MATCH_ORDERS;
const answer = (query: MatchQuery, matches: ThumbnailMatch[] = stored) => answerMatches(query, PER_PAGE, matches);

const machine = thumbnailMatchesMachine.provide({ actors: { load: pendingActor(), decide: pendingActor() } });
type Snapshot = SnapshotFrom<typeof machine>;
const offline = new ApiError(0, 'Failed to fetch', null);

/** The events a person and the server can send from a snapshot, the server's answers computed from its query. */
function eventsFrom(snapshot: Snapshot): AnyEventObject[] {
  const { query, items } = snapshot.context;
  const shown = items[0];
  // After a deletion, the refreshed page no longer has the match that left the page.
  const page = answer(query).items;
  const left = page.filter((m) => !items.some((item) => item.id === m.id)).map((m) => m.id);
  const afterDeletion = stored.filter((m) => !left.includes(m.id));
  // The walk that turns on drafts and deciding without a question or a reload needs no other query than the first.
  if (snapshot.context.parts.editable) {
    return [
      doneEvent('load', answer(query)),
      ...(shown ? [{ type: 'queue.delete', item: shown }, { type: 'draft.change', item: shown, changes: {} }] : []),
      doneEvent('decide'),
      { type: 'query.change', query: {} },
    ];
  }
  return [
    doneEvent('load', answer(query)),
    doneEvent('load', answer(query, [])),
    errorEvent('load', offline),
    { type: 'query.change', query: { type: 'SAME_SERIES' } },
    { type: 'query.change', query: { type: null } },
    { type: 'query.change', query: { sort: 'date' } },
    { type: 'query.change', query: { page: 2 } },
    ...(shown ? [{ type: 'queue.delete', item: shown }, { type: 'draft.change', item: shown, changes: {} }] : []),
    { type: 'queue.delete', item: buildThumbnailMatch(99) },
    { type: 'dialog.confirm' },
    { type: 'dialog.close' },
    doneEvent('decide'),
    errorEvent('decide', offline),
    doneEvent('refresh', answer(query, afterDeletion)),
    errorEvent('refresh', offline),
    { type: 'request.retry' },
  ];
}

describe('thumbnailMatches machine, model-based', () => {
  it('walks the exported thumbnailMatchesMachine: every page matches its query, deleting asks first and toasts once', () => {
    const toasts = recordToasts();
    let toastsBefore = 0;
    const report = walkModel({
      name: 'thumbnailMatches',
      machine,
      input: { session: loadingSession(), toasts: toasts.ref },
      // The parts of the one queue flow this queue leaves out (a draft, deciding without a question or a reload), walked too.
      inputs: [{ session: loadingSession(), toasts: toasts.ref, parts: { editable: true, confirms: [], refreshes: false } }],
      events: (snapshot) => eventsFrom(snapshot as Snapshot),
      serializeState: (snapshot) => {
        const { items, query, summary, itemError, deciding } = (snapshot as Snapshot).context;
        return JSON.stringify([snapshot.value, items.map((m) => m.id), query, summary, itemError?.id, deciding?.item.id]);
      },
      simplePaths: 0,
      limit: 20000,
      check: (raw, path, stepIndex) => {
        const snapshot = raw as Snapshot;
        const { items, query, summary, loadError, itemError } = snapshot.context;
        // Only the filter's matches, in the sort's order, as the server listed them.
        if (query.type !== null) expect(items.every((m) => m.match_type === query.type)).toBe(true);
        const ordered = [...items].sort(orders[query.sort]);
        expect(items.map((m) => m.id)).toEqual(ordered.map((m) => m.id));
        expect(items.length).toBeLessThanOrEqual(PER_PAGE);
        if ((snapshot.value === 'empty')) expect(items).toEqual([]);
        if ((snapshot.value === 'ready')) expect(items.length).toBeGreaterThan(0);
        if ((snapshot.value === 'ready') && summary) expect(summary.page).toBeLessThanOrEqual(query.page);
        if ((snapshot.value === 'failed')) expect(queueTextInEnglish(loadError!)).toBe('Failed to fetch thumbnail matches');
        if (itemError) {
          expect(queueTextInEnglish(itemError.text)).toBe('Failed to delete match.');
          expect(items.map((m) => m.id)).toContain(itemError.id);
        }
        // The question is asked exactly while confirming; the call is pending exactly while deciding.
        expect(selectConfirming(snapshot) !== null).toBe((snapshot.value === 'confirming'));
        expect(selectDeciding(snapshot) !== null).toBe((snapshot.value === 'deciding'));
        // The dialog's question names the pair while confirming, and is blank while nothing is asked.
        const confirming = selectConfirming(snapshot)?.item ?? null;
        const asked = matchDeletionQuestion(confirming);
        const question = asked === null ? '' : inEnglish(asked);
        if ((snapshot.value === 'confirming')) expect(question).toBe(`Delete the match between "${confirming!.title_1}" and "${confirming!.title_2}"? This cannot be undone.`);
        else expect(question).toBe('');
        // One "Match deleted" toast per deletion the server confirmed, none otherwise.
        if (stepIndex === 0) toastsBefore = toasts.texts.length;
        const deletions = path.steps.slice(1, stepIndex + 1).filter((step) => step.event.type === 'xstate.done.actor.decide').length;
        expect(toasts.texts.slice(toastsBefore)).toEqual(Array(deletions).fill('Match deleted'));
      },
    });
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  }, 120_000);
});

// The machine's own calls, through the real API client, to a real HTTP server that answers as the API would.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

/** The API's answer to GET /admin/thumbnail-matches over `matches`, read from the query the client sent. */
function listingFor(request: ReceivedRequest, matches: ThumbnailMatch[]) {
  const query: MatchQuery = {
    type: (request.query.type as MatchType | undefined) ?? null,
    sort: request.query.sort as MatchQuery['sort'],
    page: Number(request.query.page),
  };
  return { status: 200, body: matchesResponse(answer(query, matches)) };
}

const listRequests = () => server.received.filter((request) => request.method === 'GET' && request.path === '/admin/thumbnail-matches');

describe('thumbnailMatches machine, behaviour', () => {
  const settle = () => vi.waitFor(() => expect(server.received.length).toBeGreaterThan(0));
  beforeEach(() => {
    server.received.length = 0;
    server.answerWith((request) => listingFor(request, stored));
  });

  it('asks the server for each query: the sort decides the order sent, and a new filter or sort starts at page 1', async () => {
    const actor = createActor(thumbnailMatchesMachine, { input: { toasts: recordToasts().ref } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(listRequests()[0]!.query).toEqual({ sort: 'similarity', order: 'desc', page: '1', limit: String(MATCH_PAGE_SIZE) });
    actor.send({ type: 'query.change', query: { page: 2 } });
    await vi.waitFor(() => expect(listRequests()).toHaveLength(2));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'query.change', query: { sort: 'type' } });
    await vi.waitFor(() => expect(listRequests()).toHaveLength(3));
    expect(listRequests().slice(1).map((request) => request.query)).toEqual([
      { sort: 'similarity', order: 'desc', page: '2', limit: String(MATCH_PAGE_SIZE) },
      { sort: 'type', order: 'asc', page: '1', limit: String(MATCH_PAGE_SIZE) },
    ]);
    expect(changeMatchQuery(FIRST_MATCH_QUERY, { type: 'DIFFERENT' })).toEqual({ type: 'DIFFERENT', sort: 'similarity', page: 1 });
  });

  it('starts with the choices it is given (those of the address), at their first page', async () => {
    const actor = createActor(thumbnailMatchesMachine, { input: { toasts: recordToasts().ref, query: { type: 'SAME_SERIES', sort: 'date', page: 1 } } }).start();
    await settle();
    expect(listRequests().map((request) => request.query)).toEqual([
      { type: 'SAME_SERIES', sort: 'date', order: 'desc', page: '1', limit: String(MATCH_PAGE_SIZE) },
    ]);
    expect(actor.getSnapshot().context.query).toEqual({ type: 'SAME_SERIES', sort: 'date', page: 1 });
  });

  it('deletes only after the confirmation, then loads the page again; Cancel deletes nothing', async () => {
    let remaining = stored;
    server.answerWith((request) => {
      if (request.method !== 'DELETE') return listingFor(request, remaining);
      const id = Number(request.path.split('/').pop());
      remaining = remaining.filter((m) => m.id !== id);
      return { status: 200, body: { message: 'Match deleted', id } };
    });
    const deletions = () => server.received.filter((request) => request.method === 'DELETE').map((request) => request.path);
    const toasts = recordToasts();
    const actor = createActor(thumbnailMatchesMachine, { input: { toasts: toasts.ref } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    const [first] = actor.getSnapshot().context.items;
    actor.send({ type: 'queue.delete', item: first });
    actor.send({ type: 'dialog.close' });
    expect(deletions()).toEqual([]);
    actor.send({ type: 'queue.delete', item: first });
    actor.send({ type: 'dialog.confirm' });
    await vi.waitFor(() => expect(listRequests()).toHaveLength(2));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(deletions()).toEqual([`/admin/thumbnail-matches/${first.id}`]);
    expect(toasts.texts).toEqual(['Match deleted']);
    // The page filled up again from the server, and its totals are the server's.
    expect(actor.getSnapshot().context.items.map((m) => m.id)).toEqual(answer(FIRST_MATCH_QUERY, remaining).items.map((m) => m.id));
    expect(actor.getSnapshot().context.summary?.totals.EXACT_DUPLICATE).toBe(0);
  });

  it('says Failed to fetch thumbnail matches and loads again on retry', async () => {
    server.answerWith({ status: 500, body: { error: 'Internal Server Error' } });
    const actor = createActor(thumbnailMatchesMachine, { input: { toasts: recordToasts().ref } }).start();
    await vi.waitFor(() => expect(queueTextInEnglish(actor.getSnapshot().context.loadError!)).toBe('Failed to fetch thumbnail matches'));
    server.answerWith((request) => listingFor(request, []));
    actor.send({ type: 'request.retry' });
    await vi.waitFor(() => expect(selectQueueStatus(actor.getSnapshot())).toBe('empty'));
  });
});
