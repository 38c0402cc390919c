import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { quietApp, recordEvents } from './support/appActors';
import { ApiError } from '../../src/api/errors';
import type { Suggestion, SuggestionReview } from '../../src/api/types';

vi.mock('../../src/api/suggestions', () => ({ fetchPendingSuggestions: vi.fn(), reviewSuggestion: vi.fn() }));

import { fetchPendingSuggestions, reviewSuggestion } from '../../src/api/suggestions';
import { suggestionReviewMachine, suggestionsLoadError } from '../../src/machines/suggestionReview';
import { getShortestPaths } from '@xstate/graph';

function suggestion(id: number, name: string): Suggestion {
  return {
    id,
    recap_id: 100 + id,
    recap_title: `Recap ${id}`,
    thumbnail_url: null,
    current_series_name: null,
    username: 'demo',
    suggested_series_name: name,
    created_at: '2026-11-20T10:00:00.000Z',
    admin_notes: null,
    status: 'pending',
  };
}

const two = [suggestion(1, 'Solo Leveling'), suggestion(2, 'Omniscient Reader')];

describe('suggestionReview machine, model-based', () => {
  const machine = suggestionReviewMachine.provide({
    actors: { load: pendingActor(), decide: pendingActor() },
  });

  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'suggestionReview',
      machine,
      input: quietApp(),
      events: [
        doneEvent('load', { items: two, summary: null }),
        doneEvent('load', { items: [], summary: null }),
        errorEvent('load', new ApiError(403, 'Admin access required', { error: 'Admin access required' })),
        errorEvent('load', new ApiError(0, 'Failed to fetch', null)),
        { type: 'draft.change', item: two[0], changes: { notes: 'Matches the title' } },
        { type: 'queue.approve', item: two[0] },
        { type: 'queue.reject', item: two[1] },
        { type: 'queue.approve', item: suggestion(99, 'Unknown') },
        doneEvent('decide'),
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
        if (snapshot.matches('empty')) expect(snapshot.context.items).toEqual([]);
        if (snapshot.matches('ready')) expect(snapshot.context.items.length).toBeGreaterThan(0);
        if (snapshot.context.itemError) {
          expect(['Failed to approve suggestion', 'Failed to reject suggestion', 'Network error.']).toContain(snapshot.context.itemError.text);
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
    expect(suggestionsLoadError(new ApiError(403, 'x', { error: 'x' }))).toBe('Admin access required');
    expect(suggestionsLoadError(new ApiError(401, 'x', { error: 'x' }))).toBe('Please log in to access admin features.');
    expect(suggestionsLoadError(new ApiError(500, 'Database unavailable', { error: 'Database unavailable' }))).toBe('Database unavailable');
    expect(suggestionsLoadError(new ApiError(502, 'HTTP error! status: 502', null))).toBe('Failed to fetch suggestions');
    expect(suggestionsLoadError(new ApiError(0, 'Failed to fetch', null))).toBe('Network error - please check your connection.');
  });

  it('approves with the notes, rejects without, and each reviewed item leaves the list', async () => {
    const sent: { id: number; review: SuggestionReview }[] = [];
    vi.mocked(fetchPendingSuggestions).mockResolvedValue(two);
    vi.mocked(reviewSuggestion).mockImplementation(async (id, review) => {
      sent.push({ id, review });
      return {} as never;
    });
    // The toasts and the session share one recorder, so the order between them shows.
    const { ref, received } = recordEvents();
    const actor = createActor(suggestionReviewMachine, { input: { session: ref as never, toasts: ref } });
    const told = () => received.map((event) => (event.type === 'toast.show' ? event.text : event.type));
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'draft.change', item: two[0], changes: { notes: '  Right name  ' } });
    actor.send({ type: 'queue.approve', item: two[0] });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual([2]);
    actor.send({ type: 'queue.reject', item: two[1] });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('empty'));
    expect(sent).toEqual([
      { id: 1, review: { status: 'approved', admin_notes: 'Right name' } },
      { id: 2, review: { status: 'rejected', admin_notes: null } },
    ]);
    expect(told()).toEqual(['Suggestion approved', 'suggestions.changed', 'Suggestion rejected', 'suggestions.changed']);
  });

  it('keeps the item with the failure text beside it', async () => {
    let failure: unknown = new ApiError(500, 'HTTP error! status: 500', null);
    vi.mocked(fetchPendingSuggestions).mockResolvedValue(two);
    vi.mocked(reviewSuggestion).mockImplementation(() => Promise.reject(failure));
    const actor = createActor(suggestionReviewMachine, { input: quietApp() }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'queue.reject', item: two[1] });
    await vi.waitFor(() => expect(actor.getSnapshot().context.itemError).toEqual({ id: 2, text: 'Failed to reject suggestion' }));
    actor.send({ type: 'queue.approve', item: two[0] });
    await vi.waitFor(() => expect(actor.getSnapshot().context.itemError).toEqual({ id: 1, text: 'Failed to approve suggestion' }));
    failure = new ApiError(0, 'Failed to fetch', null);
    actor.send({ type: 'queue.approve', item: two[0] });
    await vi.waitFor(() => expect(actor.getSnapshot().context.itemError).toEqual({ id: 1, text: 'Network error.' }));
    expect(actor.getSnapshot().context.items).toHaveLength(2);
  });
});
