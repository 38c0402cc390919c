import { getShortestPaths } from '@xstate/graph';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { inEnglish, loadingSession, quietApp, recordToasts } from './support/appActors';
import { waitForState } from './support/waitForState';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { ApiError } from '../../src/api/errors';
import type { MySuggestion } from '../../src/api/types';
import { NO_SERIES_LINKS } from '../../src/domain/seriesIdentity';
import { codeMessage } from '../../src/domain/errorMessages';
import { checkSeriesSuggestion, type SeriesIdentityNow } from '../../src/domain/seriesSuggestion';
import {
  LOGIN_TO_SUGGEST_CORRECTION,
  selectCorrectionError,
  selectCorrectionForm,
  selectCorrectionOpen,
  selectCorrectionSending,
  selectCorrectionsLeft,
  selectCorrectionSucceeded,
  selectMySuggestions,
  seriesSuggestionMachine,
} from '../../src/machines/seriesSuggestion';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

const MANGADEX_ID = '32d76d19-8a05-4db0-9fc2-e0b0648fe9d0';
const series: SeriesIdentityNow = { name: 'Solo Leveling', alt_titles: ['나 혼자만 레벨업'], links: { ...NO_SERIES_LINKS, anilist: '105398' }, status: 'ongoing', synopsis: 'A hunter.' };
const approvedLink: MySuggestion = {
  id: 5, type: 'tracker_link', status: 'approved', admin_notes: null, created_at: '2026-11-20T10:00:00.000Z', reviewed_at: '2026-11-21T10:00:00.000Z',
  recap_id: null, recap_title: null, series_slug: 'solo-leveling', series_name: 'Solo Leveling', tracker: 'mangadex', proposed_value: MANGADEX_ID,
};

describe('seriesSuggestion machine, model-based', () => {
  const pending = seriesSuggestionMachine.provide({ actors: { fetchMine: pendingActor(), submitCorrection: pendingActor() } });
  type Snapshot = SnapshotFrom<typeof pending>;

  it('reaches every state and takes every transition on a live actor', () => {
    const report = walkModel({
      name: 'seriesSuggestion',
      machine: pending,
      input: { ...quietApp(), isAuthenticated: true, slug: 'solo-leveling', series },
      inputs: [{ ...quietApp(), isAuthenticated: false, slug: 'solo-leveling', series }],
      events: [
        { type: 'dialog.open' },
        { type: 'dialog.close' },
        { type: 'field.change', field: 'type', value: 'tracker_link' },
        { type: 'field.change', field: 'tracker', value: 'mangadex' },
        { type: 'field.change', field: 'value', value: MANGADEX_ID },
        { type: 'field.change', field: 'value', value: 'not-an-id' },
        { type: 'field.change', field: 'value', value: 'Only I Level Up' },
        { type: 'form.submit' },
        { type: 'session.changed', isAuthenticated: false },
        { type: 'session.changed', isAuthenticated: true },
        doneEvent('fetchMine', { suggestions: [approvedLink], daily_remaining: 9 }),
        errorEvent('fetchMine', new ApiError(0, 'fetch failed', null)),
        doneEvent('submitCorrection', { message: "Thanks! We'll review your suggestion soon.", daily_remaining: 8 }),
        errorEvent('submitCorrection', new ApiError(409, 'You already have a suggestion for this series\' MangaDex link waiting for review', null)),
      ],
      // Every simple path of a form that reloads its list after each close is far too many; the shortest ones and
      // one step on from each take every transition.
      simplePaths: 0,
      serializeState: (snapshot) => {
        const { context } = snapshot as Snapshot;
        // Whether the form would be sent , not each text in it: the walk stays a few dozen states.
        const sendable = checkSeriesSuggestion(context, context.series).ok;
        return JSON.stringify([snapshot.value, sendable, context.isAuthenticated, context.error !== null, context.mine === null]);
      },
      check: (snapshot) => {
        const { context } = snapshot as Snapshot;
        // Only a value the rules take is sent (the session may end while it is on its way).
        if (snapshot.matches({ open: 'sending' })) expect(checkSeriesSuggestion(context, context.series).ok).toBe(true);
        // A visitor has no suggestions of their own.
        if (!context.isAuthenticated) expect(context.mine).toBeNull();
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('seriesSuggestion machine, against a server', () => {
  function start(isAuthenticated = true, slug = 'solo-leveling') {
    const clock = new SimulatedClock();
    const recorder = recordToasts();
    const actor = createActor(seriesSuggestionMachine, {
      input: { session: loadingSession(), toasts: recorder.ref, isAuthenticated, slug, series },
      clock,
    });
    actor.start();
    return { actor, clock, recorder };
  }

  it('reads the member\'s own suggestions for the series, and sends a MangaDex link the rules take', async () => {
    server.answerWith({ status: 200, body: { suggestions: [approvedLink], daily_remaining: 9 } });
    const { actor, clock } = start();
    await vi.waitFor(() => expect(selectMySuggestions(actor.getSnapshot())).toEqual([approvedLink]));
    expect(server.last()).toMatchObject({ method: 'GET', path: '/suggestions/mine/all', query: { series: 'solo-leveling' } });
    expect(selectCorrectionsLeft(actor.getSnapshot())).toBe(9);

    actor.send({ type: 'dialog.open' });
    expect(selectCorrectionOpen(actor.getSnapshot())).toBe(true);
    expect(selectCorrectionForm(actor.getSnapshot())).toEqual({ type: 'alt_title', tracker: 'anilist', value: '' });
    actor.send({ type: 'field.change', field: 'type', value: 'tracker_link' });
    actor.send({ type: 'field.change', field: 'tracker', value: 'mangadex' });
    actor.send({ type: 'field.change', field: 'value', value: 'mangadex.org/title/x' });
    actor.send({ type: 'form.submit' });
    // The administrator's sentence, before anything is sent.
    expect(inEnglish(selectCorrectionError(actor.getSnapshot())!)).toBe('A MangaDex id is a UUID, as in mangadex.org/title/32d76d19-8a05-4db0-9fc2-e0b0648fe9d0.');
    const before = server.received.length;
    actor.send({ type: 'field.change', field: 'value', value: ` ${MANGADEX_ID.toUpperCase()} ` });
    expect(selectCorrectionError(actor.getSnapshot())).toBeNull();
    server.answerWith({ status: 201, body: { message: "Thanks! We'll review your suggestion soon.", daily_remaining: 8 } });
    actor.send({ type: 'form.submit' });
    expect(selectCorrectionSending(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(selectCorrectionSucceeded(actor.getSnapshot())).toBe(true));
    expect(server.received[before]).toMatchObject({
      method: 'POST', path: '/suggestions/series', body: { slug: 'solo-leveling', type: 'tracker_link', tracker: 'mangadex', value: ` ${MANGADEX_ID.toUpperCase()} ` },
    });
    expect(selectCorrectionsLeft(actor.getSnapshot())).toBe(8);
    // Two seconds later the dialog closes and the list is read again, with the new suggestion in it.
    const pendingLink = { ...approvedLink, id: 6, status: 'pending' as const, reviewed_at: null };
    server.answerWith({ status: 200, body: { suggestions: [pendingLink, approvedLink], daily_remaining: 8 } });
    clock.increment(2000);
    expect(selectCorrectionOpen(actor.getSnapshot())).toBe(false);
    await vi.waitFor(() => expect(selectMySuggestions(actor.getSnapshot())).toEqual([pendingLink, approvedLink]));
  });

  it('starts a synopsis correction from the synopsis the series has, and refuses one it has already', () => {
    server.answerWith({ status: 200, body: { suggestions: [], daily_remaining: 10 } });
    const { actor } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', field: 'type', value: 'synopsis' });
    expect(selectCorrectionForm(actor.getSnapshot()).value).toBe('A hunter.');
    actor.send({ type: 'form.submit' });
    expect(inEnglish(selectCorrectionError(actor.getSnapshot())!)).toBe('This is the synopsis the series has already.');
    // The rule's message by its code, so a reader meets it in their own language.
    expect(selectCorrectionError(actor.getSnapshot())).toEqual(codeMessage('suggestion.synopsisAlready'));
    // Another field is typed anew.
    actor.send({ type: 'field.change', field: 'type', value: 'status' });
    expect(selectCorrectionForm(actor.getSnapshot()).value).toBe('');
    actor.send({ type: 'field.change', field: 'value', value: 'ongoing' });
    actor.send({ type: 'form.submit' });
    expect(inEnglish(selectCorrectionError(actor.getSnapshot())!)).toBe('This series is Ongoing already.');
  });

  it('tells the server\'s refusal, sends the same value again without it, and closes at once after the thanks', async () => {
    let refuse = true;
    server.answerWith((request) => {
      if (request.method === 'GET') return { status: 200, body: { suggestions: [], daily_remaining: 10 } };
      return refuse
        ? { status: 429, body: { error: 'You can make at most 10 suggestions per day' } }
        : { status: 201, body: { message: "Thanks! We'll review your suggestion soon.", daily_remaining: 9 } };
    });
    const { actor } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', field: 'value', value: 'Only I Level Up' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(inEnglish(selectCorrectionError(actor.getSnapshot())!)).toBe('You can make at most 10 suggestions per day'));
    expect(selectCorrectionOpen(actor.getSnapshot())).toBe(true);
    expect(selectCorrectionSending(actor.getSnapshot())).toBe(false);
    // An other title names no tracker.
    expect(server.last()).toMatchObject({ method: 'POST', path: '/suggestions/series', body: { type: 'alt_title', tracker: null, value: 'Only I Level Up' } });

    refuse = false;
    actor.send({ type: 'form.submit' });
    // The refusal goes as the value is sent again.
    expect(selectCorrectionSending(actor.getSnapshot())).toBe(true);
    expect(selectCorrectionError(actor.getSnapshot())).toBeNull();
    await vi.waitFor(() => expect(selectCorrectionSucceeded(actor.getSnapshot())).toBe(true));
    // The member need not wait for the thanks to go.
    actor.send({ type: 'dialog.close' });
    expect(selectCorrectionOpen(actor.getSnapshot())).toBe(false);
  });

  it('starts the form as an empty other title for AniList, and empties it each time the dialog opens', async () => {
    server.answerWith({ status: 200, body: { suggestions: [], daily_remaining: 10 } });
    const { actor } = start();
    const emptyForm = { type: 'alt_title', tracker: 'anilist', value: '' };
    expect(selectCorrectionForm(actor.getSnapshot())).toEqual(emptyForm);
    const fillAndClose = () => {
      actor.send({ type: 'field.change', field: 'type', value: 'tracker_link' });
      actor.send({ type: 'field.change', field: 'tracker', value: 'mangadex' });
      actor.send({ type: 'field.change', field: 'value', value: 'not-an-id' });
      actor.send({ type: 'form.submit' });
      expect(selectCorrectionError(actor.getSnapshot())).not.toBeNull();
      actor.send({ type: 'dialog.close' });
    };
    // Opened while the member's list is still being read.
    actor.send({ type: 'dialog.open' });
    fillAndClose();
    actor.send({ type: 'dialog.open' });
    expect(selectCorrectionForm(actor.getSnapshot())).toEqual(emptyForm);
    expect(selectCorrectionError(actor.getSnapshot())).toBeNull();
    fillAndClose();
    // Opened once the list is read.
    await waitForState(actor, (snapshot) => snapshot.matches('closed'));
    actor.send({ type: 'dialog.open' });
    expect(selectCorrectionForm(actor.getSnapshot())).toEqual(emptyForm);
    expect(selectCorrectionError(actor.getSnapshot())).toBeNull();
  });

  it('asks a visitor to log in instead of opening, and reads nothing of theirs', () => {
    const before = server.received.length;
    const { actor, recorder } = start(false);
    actor.send({ type: 'dialog.open' });
    expect(selectCorrectionOpen(actor.getSnapshot())).toBe(false);
    expect(recorder.shown).toEqual([{ type: 'toast.show', kind: 'info', text: LOGIN_TO_SUGGEST_CORRECTION }]);
    expect(server.received).toHaveLength(before);
  });

  it('forgets the member\'s suggestions when they log out, and says so if they send after', async () => {
    server.answerWith({ status: 200, body: { suggestions: [approvedLink], daily_remaining: 9 } });
    const { actor } = start();
    await vi.waitFor(() => expect(selectMySuggestions(actor.getSnapshot())).not.toBeNull());
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'session.changed', isAuthenticated: false });
    expect(selectMySuggestions(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'field.change', field: 'value', value: 'Only I Level Up' });
    actor.send({ type: 'form.submit' });
    expect(inEnglish(selectCorrectionError(actor.getSnapshot())!)).toBe('You must be logged in to submit suggestions');
  });

  /** The reads of one series' list (each test's series its own, so a read still on its way from another test counts for none). */
  const reads = (slug: string) => server.received.filter((request) => request.method === 'GET' && request.query.series === slug).length;

  it('reads the list again for whoever logs in while it is read, and reads nothing once they log out', async () => {
    server.answerWith({ status: 200, body: { suggestions: [approvedLink], daily_remaining: 9 } });
    const { actor } = start(true, 'tower-of-god');
    actor.send({ type: 'session.changed', isAuthenticated: true });
    await vi.waitFor(() => expect(reads('tower-of-god')).toBe(2));
    await vi.waitFor(() => expect(selectMySuggestions(actor.getSnapshot())).toEqual([approvedLink]));

    const { actor: leaving, recorder } = start();
    leaving.send({ type: 'session.changed', isAuthenticated: false });
    leaving.send({ type: 'dialog.open' });
    expect(selectCorrectionOpen(leaving.getSnapshot())).toBe(false);
    expect(recorder.texts).toEqual([LOGIN_TO_SUGGEST_CORRECTION]);
  });

  it('forgets the list when the member logs out with the dialog closed, and reads it again when they log back in', async () => {
    server.answerWith({ status: 200, body: { suggestions: [approvedLink], daily_remaining: 9 } });
    const { actor, recorder } = start(true, 'omniscient-reader');
    await waitForState(actor, (snapshot) => snapshot.matches('closed'));
    expect(selectMySuggestions(actor.getSnapshot())).toEqual([approvedLink]);
    actor.send({ type: 'session.changed', isAuthenticated: false });
    expect(selectMySuggestions(actor.getSnapshot())).toBeNull();
    expect(selectCorrectionsLeft(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'dialog.open' });
    expect(selectCorrectionOpen(actor.getSnapshot())).toBe(false);
    expect(recorder.texts).toEqual([LOGIN_TO_SUGGEST_CORRECTION]);

    actor.send({ type: 'session.changed', isAuthenticated: true });
    await vi.waitFor(() => expect(selectMySuggestions(actor.getSnapshot())).toEqual([approvedLink]));
    expect(reads('omniscient-reader')).toBe(2);
  });
});
