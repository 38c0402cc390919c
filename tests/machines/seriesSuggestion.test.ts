import { getShortestPaths } from '@xstate/graph';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { inEnglish, loadingSession, quietApp, recordToasts } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { ApiError } from '../../src/api/errors';
import type { MySuggestion } from '../../src/api/types';
import { NO_SERIES_LINKS } from '../../src/domain/seriesIdentity';
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
  function start(isAuthenticated = true) {
    const clock = new SimulatedClock();
    const recorder = recordToasts();
    const actor = createActor(seriesSuggestionMachine, {
      input: { session: loadingSession(), toasts: recorder.ref, isAuthenticated, slug: 'solo-leveling', series },
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
    actor.send({ type: 'field.change', field: 'type', value: 'status' });
    actor.send({ type: 'field.change', field: 'value', value: 'ongoing' });
    actor.send({ type: 'form.submit' });
    expect(inEnglish(selectCorrectionError(actor.getSnapshot())!)).toBe('This series is Ongoing already.');
  });

  it('tells the server\'s refusal, and lets the member try again', async () => {
    server.answerWith({ status: 200, body: { suggestions: [], daily_remaining: 10 } });
    const { actor } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', field: 'value', value: 'Only I Level Up' });
    server.answerWith({ status: 429, body: { error: 'You can make at most 10 suggestions per day' } });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(inEnglish(selectCorrectionError(actor.getSnapshot())!)).toBe('You can make at most 10 suggestions per day'));
    expect(selectCorrectionOpen(actor.getSnapshot())).toBe(true);
  });

  it('asks a visitor to log in instead of opening, and reads nothing of theirs', () => {
    const before = server.received.length;
    const { actor, recorder } = start(false);
    actor.send({ type: 'dialog.open' });
    expect(selectCorrectionOpen(actor.getSnapshot())).toBe(false);
    expect(recorder.texts).toEqual([LOGIN_TO_SUGGEST_CORRECTION]);
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
});
