import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { loadingSession, quietApp, recordToasts } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, walkModel } from './support/modelWalk';

vi.mock('../../src/api/suggestions', () => ({ submitSuggestion: vi.fn() }));

import { submitSuggestion } from '../../src/api/suggestions';
import { ApiError } from '../../src/api/errors';
import { suggestionDialogMachine, suggestionErrorText } from '../../src/machines/suggestionDialog';

describe('suggestionDialog machine, model-based', () => {
  const pending = suggestionDialogMachine.provide({ actors: { submitSuggestion: fromPromise(() => new Promise(() => {})) } });
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
      },
    });
    expectFullCoverage(report);
    expect(getShortestPaths(pending, { input: { ...quietApp(), isAuthenticated: true }, events: [{ type: 'dialog.open', recapId: 1 }] } as never)).toHaveLength(2);
  });
});

describe('suggestionDialog machine, behaviour', () => {
  function start(isAuthenticated = true) {
    const clock = new SimulatedClock();
    const recorder = recordToasts();
    const actor = createActor(suggestionDialogMachine, { input: { session: loadingSession(), toasts: recorder.ref, isAuthenticated }, clock });
    const toasts = recorder.texts;
    actor.start();
    return { actor, clock, toasts };
  }

  it('asks an anonymous visitor to log in instead of opening', () => {
    const { actor, toasts } = start(false);
    actor.send({ type: 'dialog.open', recapId: 1 });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(toasts).toEqual(['Please log in to suggest series names.']);
  });

  it('sanitises as typed, refuses an empty name and one sent after logging out', () => {
    const { actor } = start();
    actor.send({ type: 'dialog.open', recapId: 1 });
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
    actor.send({ type: 'dialog.open', recapId: 4 });
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
    actor.send({ type: 'dialog.open', recapId: 4 });
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Tower' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('Network error. Please try again.'));
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
  });
});
