import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { loadingSession, quietApp, recordToasts } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, walkModel } from './support/modelWalk';

vi.mock('../../src/api/suggestions', () => ({ submitSuggestion: vi.fn(), fetchOwnSuggestion: vi.fn() }));

import { fetchOwnSuggestion, submitSuggestion } from '../../src/api/suggestions';
import { ApiError } from '../../src/api/errors';
import {
  selectDailyRemaining,
  selectKnownSuggestion,
  selectSuggestionChecking,
  selectSuggestionError,
  suggestionDialogMachine,
  suggestionErrorText,
} from '../../src/machines/suggestionDialog';

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

describe('suggestionDialog machine, behaviour', () => {
  function start(isAuthenticated = true) {
    vi.mocked(fetchOwnSuggestion).mockResolvedValue({ suggestion: null, daily_remaining: 10 });
    const clock = new SimulatedClock();
    const recorder = recordToasts();
    const actor = createActor(suggestionDialogMachine, { input: { session: loadingSession(), toasts: recorder.ref, isAuthenticated }, clock });
    const toasts = recorder.texts;
    actor.start();
    return { actor, clock, toasts };
  }

  /** Opens the dialog and waits for the check of the member's own suggestion to end. */
  async function openOn(actor: ReturnType<typeof start>['actor'], recapId: number) {
    actor.send({ type: 'dialog.open', recapId });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ open: 'checking' })).toBe(false));
  }

  it('asks an anonymous visitor to log in instead of opening', () => {
    const { actor, toasts } = start(false);
    actor.send({ type: 'dialog.open', recapId: 1 });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(toasts).toEqual(['Please log in to suggest series names.']);
  });

  it('sanitises as typed, refuses an empty name and one sent after logging out', async () => {
    const { actor } = start();
    await openOn(actor, 1);
    actor.send({ type: 'field.change', field: 'seriesName', value: '--Tower <of> God!' });
    expect(actor.getSnapshot().context.text).toBe('Tower of God!');
    actor.send({ type: 'field.change', field: 'seriesName', value: '  ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('Please enter a series name');
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Tower' });
    actor.send({ type: 'session.changed', isAuthenticated: false });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('You must be logged in to submit suggestions');
  });

  it('sends the trimmed name, shows success and closes 2 seconds later', async () => {
    vi.mocked(submitSuggestion).mockResolvedValueOnce({ message: 'ok', daily_remaining: 9 });
    const { actor, clock } = start();
    await openOn(actor, 4);
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Omniscient Reader ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ open: 'sending' })).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ open: 'succeeded' })).toBe(true));
    expect(submitSuggestion).toHaveBeenCalledWith({ recap_id: 4, suggested_series_name: 'Omniscient Reader' });
    clock.increment(1999);
    expect(actor.getSnapshot().matches({ open: 'succeeded' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('shows the server error, the generic text, or the network text', async () => {
    expect(suggestionErrorText(new ApiError(429, 'x', { error: 'Daily suggestion limit reached' }))).toBe('Daily suggestion limit reached');
    expect(suggestionErrorText(new ApiError(500, 'HTTP error! status: 500', null))).toBe('Failed to submit suggestion');
    expect(suggestionErrorText(new ApiError(0, 'fetch failed', null))).toBe('Network error. Please try again.');
    vi.mocked(submitSuggestion).mockRejectedValueOnce(new ApiError(0, 'fetch failed', null));
    const { actor } = start();
    await openOn(actor, 4);
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Tower' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('Network error. Please try again.'));
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
  });

  it('says at once that the member has suggested a name for this recap, with the name and its status', async () => {
    const known = { suggested_series_name: 'Tower', status: 'rejected' as const, created_at: '2026-01-01T00:00:00Z' };
    const { actor } = start();
    vi.mocked(fetchOwnSuggestion).mockResolvedValueOnce({ suggestion: known, daily_remaining: 6 });
    actor.send({ type: 'dialog.open', recapId: 7 });
    expect(selectSuggestionChecking(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ open: 'alreadySuggested' })).toBe(true));
    expect(fetchOwnSuggestion).toHaveBeenLastCalledWith(7);
    expect(selectKnownSuggestion(actor.getSnapshot())).toEqual(known);
    // Typing and submitting go nowhere: there is no form to fill.
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Other' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ open: 'alreadySuggested' })).toBe(true);
    expect(submitSuggestion).not.toHaveBeenCalledWith(expect.objectContaining({ recap_id: 7 }));
    actor.send({ type: 'dialog.close' });
    // Another recap starts from a clean slate.
    await openOn(actor, 8);
    expect(selectKnownSuggestion(actor.getSnapshot())).toBeNull();
    expect(selectDailyRemaining(actor.getSnapshot())).toBe(10);
  });

  it('leaves the form usable when the check fails, and the server still refuses a second suggestion', async () => {
    const { actor } = start();
    vi.mocked(fetchOwnSuggestion).mockRejectedValueOnce(new ApiError(0, 'fetch failed', null));
    vi.mocked(submitSuggestion).mockRejectedValueOnce(
      new ApiError(409, 'HTTP error! status: 409', { error: 'You have already suggested a series name for this recap' }),
    );
    await openOn(actor, 5);
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(selectSuggestionError(actor.getSnapshot())).toBeNull();
    expect(selectDailyRemaining(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Tower' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(selectSuggestionError(actor.getSnapshot())).toBe('You have already suggested a series name for this recap'));
  });
});
