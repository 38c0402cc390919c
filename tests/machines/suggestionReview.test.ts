import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { inEnglish, quietApp, recordEvents } from './support/appActors';
import { ApiError } from '../../src/api/errors';
import type { QueueSuggestion as Suggestion } from '../../src/api/types';
import { ApprovalRefused, suggestionCardTitle, suggestionRejectionQuestion, suggestionReviewMachine, suggestionsLoadError } from '../../src/machines/suggestionReview';
import { selectDrafts } from '../../src/machines/reviewQueue';
import { getShortestPaths } from '@xstate/graph';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { buildSeriesSuggestion, buildSuggestion } from '../support/factories';
import { queueTextInEnglish, queueView } from './support/queueView';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

const suggestion = (id: number, name: string) => buildSuggestion(id, { recap_id: 100 + id, suggested_series_name: name });
const two = [suggestion(1, 'Solo Leveling'), suggestion(2, 'Omniscient Reader')];
// A series field's suggestion: the same queue decides it, and the series may refuse its approval.
const mangadexLink = buildSeriesSuggestion(3, { series_name: 'Omniscient Reader', series_slug: 'omniscient-reader' });
const CLASH = '"Omniscient Reader\'s Viewpoint" is already a name of ORV.';

describe('suggestionReview machine, model-based', () => {
  const machine = suggestionReviewMachine.provide({
    actors: { load: pendingActor(), decide: pendingActor() },
  });

  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'suggestionReview',
      machine,
      input: quietApp(),
      // The parts of the one queue flow this queue leaves out (a query, a question, a reload), walked too.
      // and a reject sent without its question (the flow without the question, which this queue always asks).
      inputs: [{ ...quietApp(), parts: { queried: true, confirms: ['approve', 'reject'], refreshes: true } }, { ...quietApp(), parts: { confirms: [] } }],
      events: [
        { type: 'query.change', query: {} },
        { type: 'dialog.confirm' },
        { type: 'dialog.close' },
        doneEvent('refresh', { items: two, summary: null }),
        doneEvent('refresh', { items: [], summary: null }),
        errorEvent('refresh', new ApiError(0, 'Failed to fetch', null)),
        doneEvent('load', { items: two, summary: null }),
        doneEvent('load', { items: [], summary: null }),
        errorEvent('load', new ApiError(403, 'Admin access required', { error: 'Admin access required' })),
        errorEvent('load', new ApiError(0, 'Failed to fetch', null)),
        { type: 'draft.change', item: two[0], changes: { notes: 'Matches the title' } },
        { type: 'queue.approve', item: two[0] },
        { type: 'queue.reject', item: two[1] },
        { type: 'queue.approve', item: suggestion(99, 'Unknown') },
        doneEvent('decide'),
        errorEvent('decide', new ApprovalRefused(CLASH)),
        errorEvent('decide', new ApiError(500, 'HTTP error! status: 500', null)),
        errorEvent('decide', new ApiError(0, 'Failed to fetch', null)),
      ],
      serializeState: (snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.items.map((item: Suggestion) => item.id),
          snapshot.context.deciding,
          snapshot.context.loadError,
          snapshot.context.itemError,
        ]),
      check: (snapshot) => {
        // Only the walk that turns it on reaches the reload; the question is asked before every reject, and before an approval only there.
        if (!snapshot.context.parts.refreshes) expect(snapshot.matches('refreshing')).toBe(false);
        if (snapshot.matches('confirming')) expect(snapshot.context.parts.confirms).toContain(snapshot.context.deciding?.decision);
        if (snapshot.matches('empty')) expect(snapshot.context.items).toEqual([]);
        if (snapshot.matches('ready')) expect(snapshot.context.items.length).toBeGreaterThan(0);
        if (snapshot.context.itemError) {
          expect(['Failed to approve suggestion', 'Failed to reject suggestion', 'Network error.', CLASH]).toContain(queueTextInEnglish(snapshot.context.itemError.text));
        }
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('suggestionReview machine, behaviour', () => {
  it('names the load failures as the spec does', () => {
    expect(inEnglish(suggestionsLoadError(new ApiError(403, 'x', { error: 'x' })))).toBe('Admin access required');
    expect(inEnglish(suggestionsLoadError(new ApiError(401, 'x', { error: 'x' })))).toBe('Please log in to access admin features.');
    expect(inEnglish(suggestionsLoadError(new ApiError(500, 'Database unavailable', { error: 'Database unavailable' })))).toBe('Database unavailable');
    expect(inEnglish(suggestionsLoadError(new ApiError(502, 'HTTP error! status: 502', null)))).toBe('Failed to fetch suggestions');
    expect(inEnglish(suggestionsLoadError(new ApiError(0, 'Failed to fetch', null)))).toBe('Network error - please check your connection.');
  });
});

describe('suggestionReview machine, against a server', () => {
  type Actor = ReturnType<typeof createActor<typeof suggestionReviewMachine>>;
  /** What the page shows at a step. */
  const view = (actor: Actor) => queueView(actor.getSnapshot());

  /** The toasts and the session share one recorder, so the order between them shows. */
  async function loaded(items: Suggestion[] = two) {
    server.answerWith({ status: 200, body: items });
    const { ref, received } = recordEvents();
    const actor = createActor(suggestionReviewMachine, { input: { session: ref as never, toasts: ref } }).start();
    expect(view(actor)).toEqual({ status: 'loading', ids: [], loadError: null, deciding: null, itemError: null });
    await vi.waitFor(() => expect(view(actor).status).not.toBe('loading'));
    expect(server.last()).toMatchObject({ method: 'GET', path: '/suggestions/admin/pending' });
    const told = () => received.map((event) => (event.type === 'toast.show' ? `${event.kind}: ${event.text}` : event.type));
    return { actor, told };
  }

  it('lists the pending suggestions, or says there are none', async () => {
    const listed = await loaded();
    expect(view(listed.actor)).toEqual({ status: 'listed', ids: [1, 2], loadError: null, deciding: null, itemError: null });
    const none = await loaded([]);
    expect(view(none.actor)).toEqual({ status: 'empty', ids: [], loadError: null, deciding: null, itemError: null });
  });

  it('says why the list failed, in the server\'s words or the spec\'s, and loads it again on Try Again', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable' } });
    const actor = createActor(suggestionReviewMachine, { input: quietApp() }).start();
    await vi.waitFor(() => expect(view(actor).status).toBe('failed'));
    expect(view(actor).loadError).toBe('Database unavailable');

    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'request.retry' });
    expect(view(actor)).toMatchObject({ status: 'loading', loadError: null });
    await vi.waitFor(() => expect(view(actor).status).toBe('failed'));
    expect(view(actor).loadError).toBe('Failed to fetch suggestions');

    server.answerWith({ status: 403, body: { error: 'Forbidden' } });
    actor.send({ type: 'request.retry' });
    await vi.waitFor(() => expect(view(actor).status).toBe('failed'));
    expect(view(actor).loadError).toBe('Admin access required');

    server.answerWith({ status: 200, body: two });
    actor.send({ type: 'request.retry' });
    await vi.waitFor(() => expect(view(actor).status).toBe('listed'));
    expect(view(actor)).toMatchObject({ ids: [1, 2], loadError: null });
  });

  it('approves with the notes without their outer spaces, rejects without notes, and tells the session after each', async () => {
    const { actor, told } = await loaded();
    actor.send({ type: 'draft.change', item: two[0], changes: { notes: '  Right name  ' } });
    expect(selectDrafts(actor.getSnapshot())).toEqual({ 1: { notes: '  Right name  ' } });
    server.answerWith({ status: 200, body: { message: 'Suggestion approved' } });
    actor.send({ type: 'queue.approve', item: two[0] });
    expect(view(actor).deciding).toEqual({ item: two[0], decision: 'approve' });
    await vi.waitFor(() => expect(view(actor).ids).toEqual([2]));
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/suggestions/admin/1', body: { status: 'approved', admin_notes: 'Right name' } });
    expect(view(actor)).toMatchObject({ status: 'listed', deciding: null });

    // Notes of spaces only are no notes.
    actor.send({ type: 'draft.change', item: two[1], changes: { notes: '   ' } });
    server.answerWith({ status: 200, body: { message: 'Suggestion rejected' } });
    actor.send({ type: 'queue.reject', item: two[1] });
    actor.send({ type: 'dialog.confirm' });
    await vi.waitFor(() => expect(view(actor).status).toBe('empty'));
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/suggestions/admin/2', body: { status: 'rejected', admin_notes: null } });
    expect(told()).toEqual(['success: Suggestion approved', 'suggestions.changed', 'success: Suggestion rejected', 'suggestions.changed']);
  });

  it('a suggestion decided without typing any notes is sent with none', async () => {
    const { actor } = await loaded();
    server.answerWith({ status: 200, body: { message: 'Suggestion approved' } });
    actor.send({ type: 'queue.approve', item: two[0] });
    await vi.waitFor(() => expect(view(actor).ids).toEqual([2]));
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/suggestions/admin/1', body: { status: 'approved', admin_notes: null } });
  });

  it('refuses a decision about an item the list does not show', async () => {
    const { actor, told } = await loaded();
    const before = server.received.length;
    actor.send({ type: 'queue.approve', item: suggestion(99, 'Unknown') });
    expect(view(actor)).toMatchObject({ status: 'listed', deciding: null });
    expect(server.received).toHaveLength(before);
    expect(told()).toEqual([]);
  });

  it('keeps the item with the failure text beside it, and tells nobody', async () => {
    const { actor, told } = await loaded();
    server.answerWith({ status: 500, body: { error: 'Database unavailable' } });
    actor.send({ type: 'queue.reject', item: two[1] });
    actor.send({ type: 'dialog.confirm' });
    await vi.waitFor(() => expect(view(actor).itemError).toEqual({ id: 2, text: 'Failed to reject suggestion' }));
    actor.send({ type: 'queue.approve', item: two[0] });
    expect(view(actor).itemError).toBeNull();
    await vi.waitFor(() => expect(view(actor).itemError).toEqual({ id: 1, text: 'Failed to approve suggestion' }));
    expect(view(actor)).toMatchObject({ status: 'listed', ids: [1, 2], deciding: null });
    expect(told()).toEqual([]);
  });

  it('tells the series\' refusal of an approval in the server\'s words, keeping the suggestion; a series name\'s refusal keeps the spec\'s text', async () => {
    const { actor, told } = await loaded([two[0], mangadexLink]);
    expect(server.last()).toMatchObject({ query: { types: 'all' } });
    server.answerWith({ status: 409, body: { error: CLASH } });
    actor.send({ type: 'queue.approve', item: mangadexLink });
    await vi.waitFor(() => expect(view(actor).itemError).toEqual({ id: 3, text: CLASH }));
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/suggestions/admin/3', body: { status: 'approved' } });
    server.answerWith({ status: 409, body: { error: 'Suggestion was already approved' } });
    actor.send({ type: 'queue.approve', item: two[0] });
    await vi.waitFor(() => expect(view(actor).itemError).toEqual({ id: 1, text: 'Failed to approve suggestion' }));
    // A refused reject is the spec's failure, whatever the type.
    server.answerWith({ status: 409, body: { error: 'Suggestion was already rejected' } });
    actor.send({ type: 'queue.reject', item: mangadexLink });
    actor.send({ type: 'dialog.confirm' });
    await vi.waitFor(() => expect(view(actor).itemError).toEqual({ id: 3, text: 'Failed to reject suggestion' }));
    expect(view(actor)).toMatchObject({ status: 'listed', ids: [1, 3] });
    expect(told()).toEqual([]);
  });

  it('an approval refused as invalid (400) is told in the server\'s words too; one with no sentence is the spec\'s failure', async () => {
    const { actor } = await loaded([two[0], mangadexLink]);
    server.answerWith({ status: 400, body: { error: CLASH } });
    actor.send({ type: 'queue.approve', item: mangadexLink });
    await vi.waitFor(() => expect(view(actor).itemError).toEqual({ id: 3, text: CLASH }));
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'queue.approve', item: mangadexLink });
    await vi.waitFor(() => expect(view(actor).itemError).toEqual({ id: 3, text: 'Failed to approve suggestion' }));
  });

  it('says Network error. when the server cannot be reached', async () => {
    const { actor } = await loaded();
    // Nothing listens at a closed server's address.
    const gone = await startRecordingServer();
    await gone.close();
    pretendPageOrigin(gone.origin);
    try {
      actor.send({ type: 'queue.approve', item: two[0] });
      await vi.waitFor(() => expect(view(actor).itemError).toEqual({ id: 1, text: 'Network error.' }));
    } finally {
      pretendPageOrigin(server.origin);
    }
  });
});

describe('suggestionReview machine, rejecting asks first', () => {
  it('sends nothing until the admin confirms; Cancel keeps the suggestion and its notes, and tells nobody', async () => {
    server.answerWith({ status: 200, body: two });
    const { ref, received } = recordEvents();
    const actor = createActor(suggestionReviewMachine, { input: { session: ref as never, toasts: ref } }).start();
    await vi.waitFor(() => expect(queueView(actor.getSnapshot()).status).toBe('listed'));
    const before = server.received.length;
    actor.send({ type: 'draft.change', item: two[0], changes: { notes: 'Not the official title' } });
    actor.send({ type: 'queue.reject', item: two[0] });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'dialog.close' });
    expect(queueView(actor.getSnapshot())).toMatchObject({ status: 'listed', ids: [1, 2], deciding: null });
    expect(selectDrafts(actor.getSnapshot())[1]).toEqual({ notes: 'Not the official title' });
    expect(server.received).toHaveLength(before);
    expect(received).toEqual([]);

    server.answerWith({ status: 200, body: { message: 'Suggestion rejected' } });
    actor.send({ type: 'queue.reject', item: two[0] });
    actor.send({ type: 'dialog.confirm' });
    await vi.waitFor(() => expect(queueView(actor.getSnapshot()).ids).toEqual([2]));
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/suggestions/admin/1', body: { status: 'rejected', admin_notes: 'Not the official title' } });
  });

  it('the question names the suggested name and its recap, or the value, the field and the series', () => {
    expect(inEnglish(suggestionRejectionQuestion(two[1])!)).toBe(`Reject "Omniscient Reader" as the series of "${two[1].recap_title}"? This cannot be undone.`);
    expect(inEnglish(suggestionRejectionQuestion(mangadexLink)!))
      .toBe('Reject "32d76d19-8a05-4db0-9fc2-e0b0648fe9d0" as the MangaDex link of "Omniscient Reader"? This cannot be undone.');
    const synopsis = buildSeriesSuggestion(4, { type: 'synopsis', tracker: null, proposed_value: 'x'.repeat(81), series_name: 'Tower' });
    expect(inEnglish(suggestionRejectionQuestion(synopsis)!)).toBe(`Reject "${'x'.repeat(80)}…" as the synopsis of "Tower"? This cannot be undone.`);
    expect(inEnglish(suggestionCardTitle(synopsis))).toBe('Tower: Synopsis');
    expect(inEnglish(suggestionCardTitle(two[1]))).toBe(two[1].recap_title);
    expect(suggestionRejectionQuestion(null)).toBeNull();
  });

  it('each field has its heading and its question; a value of 80 characters is shown whole, and a missing name is blank', () => {
    const of = (type: 'alt_title' | 'status' | 'tracker_link', proposed_value: string | null) => buildSeriesSuggestion(5, { type, tracker: null, proposed_value, series_name: 'Tower' });
    expect(inEnglish(suggestionCardTitle(of('alt_title', 'Kami no Tou')))).toBe('Tower: Other title');
    expect(inEnglish(suggestionRejectionQuestion(of('alt_title', 'y'.repeat(80)))!)).toBe(`Reject "${'y'.repeat(80)}" as the other title of "Tower"? This cannot be undone.`);
    expect(inEnglish(suggestionCardTitle(of('status', 'completed')))).toBe('Tower: Status');
    expect(inEnglish(suggestionRejectionQuestion(of('status', 'completed'))!)).toBe('Reject "completed" as the status of "Tower"? This cannot be undone.');
    expect(inEnglish(suggestionCardTitle(of('tracker_link', null)))).toBe('Tower: Tracker link');
    expect(inEnglish(suggestionRejectionQuestion(of('tracker_link', null))!)).toBe('Reject "" as the tracker link of "Tower"? This cannot be undone.');
    const unnamed = { ...buildSeriesSuggestion(6, { type: 'synopsis', tracker: null, proposed_value: 'A tower.' }), series_name: null };
    expect(inEnglish(suggestionCardTitle(unnamed))).toBe(': Synopsis');
    expect(inEnglish(suggestionRejectionQuestion(unnamed)!)).toBe('Reject "A tower." as the synopsis of ""? This cannot be undone.');
    const bare = { ...two[1], suggested_series_name: null, recap_title: null };
    expect(inEnglish(suggestionCardTitle(bare))).toBe('');
    expect(inEnglish(suggestionRejectionQuestion(bare)!)).toBe('Reject "" as the series of ""? This cannot be undone.');
  });
});
