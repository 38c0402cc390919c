import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { inEnglish, loadingSession, quietApp, recordToasts } from './support/appActors';
import type { Message } from '../../src/machines/shared/message';

/** The form's error as the English interface words it. */
const sayInEnglish = (error: Message | null) => error && inEnglish(error);
import { doneEvent, errorEvent, expectFullCoverage, walkModel } from './support/modelWalk';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { ApiError } from '../../src/api/errors';
import {
  selectDailyRemaining,
  selectKnownSuggestion,
  selectLeftOutCharacters,
  selectSuggestionChecking,
  selectSuggestionError,
  selectSuggestionOpen,
  selectSuggestionSending,
  selectSuggestionSucceeded,
  selectSuggestionText,
  suggestionDialogMachine,
  suggestionErrorText,
} from '../../src/machines/suggestionDialog';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('suggestionDialog machine, model-based', () => {
  const pending = suggestionDialogMachine.provide({
    actors: { submitSuggestion: fromPromise(() => new Promise(() => {})), fetchOwnSuggestion: fromPromise(() => new Promise(() => {})) },
  });
  type Snapshot = SnapshotFrom<typeof pending>;

  it('reaches every state and takes every transition on a live actor', () => {
    const report = walkModel({
      name: 'suggestionDialog',
      machine: pending,
      input: { ...quietApp(), isAuthenticated: true },
      inputs: [{ ...quietApp(), isAuthenticated: false }],
      events: [
        { type: 'dialog.open', recapId: 9 },
        { type: 'field.change', field: 'seriesName', value: '@@Solo Leveling<script>' },
        { type: 'field.change', field: 'seriesName', value: '   ' },
        { type: 'session.changed', isAuthenticated: false },
        { type: 'session.changed', isAuthenticated: true },
        doneEvent('fetchOwnSuggestion', { suggestion: null, daily_remaining: 10 }),
        doneEvent('fetchOwnSuggestion', { suggestion: { suggested_series_name: 'Tower', status: 'pending', created_at: '2026-01-01T00:00:00Z' }, daily_remaining: 9 }),
        errorEvent('fetchOwnSuggestion', new ApiError(0, 'fetch failed', null)),
        doneEvent('submitSuggestion', { message: 'ok', daily_remaining: 9 }),
        errorEvent('submitSuggestion', new ApiError(409, 'You have already suggested a name for this recap', null)),
      ],
      serializeState: (snapshot) => {
        const { text, isAuthenticated, error } = (snapshot as Snapshot).context;
        return JSON.stringify([snapshot.value, text === '', isAuthenticated, error]);
      },
      check: (snapshot) => {
        const { text } = (snapshot as Snapshot).context;
        // Whatever was typed, only allowed characters reach the box, never more than 100.
        expect(text).toMatch(/^(?:[\p{L}\p{N}][\p{L}\p{N}_\s\-'&.,!?()]*)?$/u);
        expect(text.length).toBeLessThanOrEqual(100);
        if (snapshot.matches({ open: 'sending' })) expect(text.trim()).not.toBe('');
        // Only a member with no suggestion for this recap (or whose check failed) can type one.
        if (snapshot.matches({ open: 'editing' }) || snapshot.matches({ open: 'sending' })) expect((snapshot as Snapshot).context.known).toBeNull();
        if (snapshot.matches({ open: 'alreadySuggested' })) expect((snapshot as Snapshot).context.known).not.toBeNull();
      },
    });
    expectFullCoverage(report);
    expect(getShortestPaths(pending, { input: { ...quietApp(), isAuthenticated: true }, events: [{ type: 'dialog.open', recapId: 1 }] } as never)).toHaveLength(2);
  });
});

describe('suggestionDialog machine, against a server', () => {
  const noSuggestionYet = { suggestion: null, daily_remaining: 10 };

  /** A live dialog; what it sent is read from the server's record, from this dialog's start on. */
  function start(isAuthenticated = true) {
    const clock = new SimulatedClock();
    const recorder = recordToasts();
    const actor = createActor(suggestionDialogMachine, { input: { session: loadingSession(), toasts: recorder.ref, isAuthenticated }, clock });
    actor.start();
    const from = server.received.length;
    const view = () => {
      const snapshot = actor.getSnapshot();
      return {
        open: selectSuggestionOpen(snapshot),
        checking: selectSuggestionChecking(snapshot),
        sending: selectSuggestionSending(snapshot),
        succeeded: selectSuggestionSucceeded(snapshot),
        text: selectSuggestionText(snapshot),
        error: sayInEnglish(selectSuggestionError(snapshot)),
        known: selectKnownSuggestion(snapshot),
        dailyRemaining: selectDailyRemaining(snapshot),
      };
    };
    return {
      actor,
      clock,
      toasts: recorder.shown,
      view,
      requests: () => server.received.slice(from).map(({ method, path, query, body }) => ({ method, path, query, body })),
    };
  }
  const closed = { open: false, checking: false, sending: false, succeeded: false, text: '', error: null, known: null, dailyRemaining: null };
  const editing = { ...closed, open: true };

  /** Opens the dialog on a recap and waits for the check of the member's own suggestion to end. */
  async function openOn(actor: ReturnType<typeof start>['actor'], recapId: number) {
    actor.send({ type: 'dialog.open', recapId });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ open: 'checking' })).toBe(false));
  }

  it('asks an anonymous visitor to log in instead of opening, and asks the server nothing', () => {
    const { actor, toasts, view, requests } = start(false);
    actor.send({ type: 'dialog.open', recapId: 1 });
    expect(view()).toEqual(closed);
    expect(toasts.map((shown) => `${shown.kind}: ${shown.text}`)).toEqual(['info: Please log in to suggest series names.']);
    expect(requests()).toEqual([]);
  });

  it("asks for the member's own suggestion for the recap opened, then lets them type, with the suggestions left today", async () => {
    server.answerWith({ status: 200, body: noSuggestionYet });
    const { actor, view, requests } = start();
    actor.send({ type: 'dialog.open', recapId: 4 });
    expect(view()).toEqual({ ...editing, checking: true });
    await vi.waitFor(() => expect(view().checking).toBe(false));
    expect(requests()).toEqual([{ method: 'GET', path: '/suggestions/mine', query: { recap_id: '4' }, body: undefined }]);
    expect(view()).toEqual({ ...editing, dailyRemaining: 10 });
  });

  it('sanitises as typed, refuses an empty name and one sent after logging out, and sends neither', async () => {
    server.answerWith({ status: 200, body: noSuggestionYet });
    const { actor, view, requests } = start();
    await openOn(actor, 1);
    actor.send({ type: 'field.change', field: 'seriesName', value: '--Tower <of> God!' });
    expect(view().text).toBe('Tower of God!');
    actor.send({ type: 'field.change', field: 'seriesName', value: '  ' });
    actor.send({ type: 'form.submit' });
    expect(view()).toEqual({ ...editing, text: '', error: 'Please enter a series name', dailyRemaining: 10 });
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Tower' });
    expect(view().error).toBeNull();
    actor.send({ type: 'session.changed', isAuthenticated: false });
    actor.send({ type: 'form.submit' });
    expect(view()).toEqual({ ...editing, text: 'Tower', error: 'You must be logged in to submit suggestions', dailyRemaining: 10 });
    expect(requests().filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('keeps each character the rule left out since opening, once, and forgets them at the next opening', async () => {
    server.answerWith({ status: 200, body: noSuggestionYet });
    const { actor } = start();
    await openOn(actor, 1);
    const leftOut = () => selectLeftOutCharacters(actor.getSnapshot());
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Tower' });
    expect(leftOut()).toEqual([]);
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Tower #1' });
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Tower 1 @#' });
    expect(selectSuggestionText(actor.getSnapshot())).toBe('Tower 1 ');
    expect(leftOut()).toEqual(['#', '@']);
    actor.send({ type: 'dialog.close' });
    server.answerWith({ status: 200, body: noSuggestionYet });
    await openOn(actor, 2);
    expect(leftOut()).toEqual([]);
  });

  it('sends the trimmed name for the recap opened, shows success and closes 2 seconds later', async () => {
    server.answerWith({ status: 200, body: noSuggestionYet });
    const { actor, clock, view, requests } = start();
    await openOn(actor, 4);
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Omniscient Reader ' });
    server.answerWith({ status: 201, body: { message: 'ok', daily_remaining: 9 } });
    actor.send({ type: 'form.submit' });
    expect(view()).toEqual({ ...editing, sending: true, text: 'Omniscient Reader ', dailyRemaining: 10 });
    await vi.waitFor(() => expect(view().succeeded).toBe(true));
    expect(requests().at(-1)).toEqual({ method: 'POST', path: '/suggestions', query: {}, body: { recap_id: 4, suggested_series_name: 'Omniscient Reader' } });
    clock.increment(1999);
    expect(view().succeeded).toBe(true);
    clock.increment(1);
    expect(view()).toEqual({ ...closed, text: 'Omniscient Reader ', dailyRemaining: 10 });
  });

  it("shows the server's error, the generic text for an answer without one, or the network text, and keeps the name typed", async () => {
    expect(suggestionErrorText(new ApiError(429, 'x', { message: 'Slow down' }))).toBe('Slow down');
    for (const notAnApiError of ['not an error', null, undefined]) expect(suggestionErrorText(notAnApiError)).toBe('Failed to submit suggestion');
    server.answerWith({ status: 200, body: noSuggestionYet });
    const { actor, view } = start();
    await openOn(actor, 4);
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Tower' });
    const submitAnswered = async (answer: Parameters<typeof server.answerWith>[0] | 'unreachable') => {
      if (answer === 'unreachable') pretendPageOrigin('http://127.0.0.1:1');
      else server.answerWith(answer);
      actor.send({ type: 'form.submit' });
      // The last failure's text is gone while the name is being sent again.
      expect(view()).toMatchObject({ sending: true, error: null });
      await vi.waitFor(() => expect(view().sending).toBe(false));
      pretendPageOrigin(server.origin);
      return view();
    };
    expect(await submitAnswered({ status: 429, body: { error: 'Daily suggestion limit reached' } }))
      .toEqual({ ...editing, text: 'Tower', error: 'Daily suggestion limit reached', dailyRemaining: 10 });
    expect((await submitAnswered({ status: 502, body: '<html>Bad Gateway</html>' })).error).toBe('Failed to submit suggestion');
    expect((await submitAnswered('unreachable')).error).toBe('Network error. Please try again.');
  });

  it('says at once that the member has suggested a name for this recap, with the name and its status, and offers no form', async () => {
    const known = { suggested_series_name: 'Tower', status: 'rejected' as const, created_at: '2026-01-01T00:00:00Z' };
    server.answerWith({ status: 200, body: { suggestion: known, daily_remaining: 6 } });
    const { actor, view, requests } = start();
    await openOn(actor, 7);
    expect(view()).toEqual({ ...editing, known, dailyRemaining: 6 });
    // Typing and submitting go nowhere: there is no form to fill.
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Other' });
    actor.send({ type: 'form.submit' });
    expect(view()).toEqual({ ...editing, known, dailyRemaining: 6 });
    expect(requests().map((request) => request.method)).toEqual(['GET']);
    actor.send({ type: 'dialog.close' });
    expect(view()).toEqual({ ...closed, dailyRemaining: 6 });
    // Another recap starts from a clean slate.
    server.answerWith({ status: 200, body: noSuggestionYet });
    await openOn(actor, 8);
    expect(view()).toEqual({ ...editing, dailyRemaining: 10 });
  });

  it('leaves the form usable when the check fails, and the server still refuses a second suggestion', async () => {
    server.answerWith({ status: 500, body: { error: 'Internal Server Error' } });
    const { actor, view } = start();
    await openOn(actor, 5);
    expect(view()).toEqual(editing);
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Tower' });
    server.answerWith({ status: 409, body: { error: 'You have already suggested a series name for this recap' } });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(view().error).toBe('You have already suggested a series name for this recap'));
  });

  it('closes while checking and while typing, not while sending, and opens again from a clean slate', async () => {
    server.answerWith({ status: 200, body: noSuggestionYet });
    const { actor, view } = start();
    actor.send({ type: 'dialog.open', recapId: 2 });
    actor.send({ type: 'dialog.close' });
    expect(view().open).toBe(false);
    await openOn(actor, 2);
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Tower' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'dialog.close' });
    expect(view().sending).toBe(true);
    await vi.waitFor(() => expect(view().succeeded).toBe(true));
    actor.send({ type: 'dialog.close' });
    expect(view().open).toBe(false);
    await openOn(actor, 3);
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Solo' });
    server.answerWith({ status: 429, body: { error: 'Daily suggestion limit reached' } });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(view().error).not.toBeNull());
    actor.send({ type: 'dialog.close' });
    expect(view().open).toBe(false);
    server.answerWith({ status: 200, body: noSuggestionYet });
    await openOn(actor, 3);
    expect(view()).toEqual({ ...editing, dailyRemaining: 10 });
  });
});
