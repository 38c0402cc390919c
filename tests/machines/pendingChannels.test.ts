import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { quietApp, recordToasts } from './support/appActors';
import { ApiError } from '../../src/api/errors';
import type { PendingChannel } from '../../src/api/types';

vi.mock('../../src/api/admin', () => ({ fetchPendingChannels: vi.fn(), approvePendingChannel: vi.fn(), rejectPendingChannel: vi.fn() }));

import { approvePendingChannel, fetchPendingChannels, rejectPendingChannel } from '../../src/api/admin';
import { pendingChannelsMachine } from '../../src/machines/pendingChannels';
import { getShortestPaths } from '@xstate/graph';

function pending(id: number, name: string, language: string): PendingChannel {
  return { id, channel_name: name, language, youtube_url: `https://www.youtube.com/@${name.replace(/\s/g, '')}`, active: 0, full_scan: 0, status: 'pending', created_at: '2024-01-01T00:00:00.000Z' };
}

const two = [pending(1, 'Manhwa Recaps ES', 'es'), pending(2, 'Recap Tagalog', 'tl')];

describe('pendingChannels machine, model-based', () => {
  const machine = pendingChannelsMachine.provide({
    actors: { load: pendingActor(), decide: pendingActor() },
  });

  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'pendingChannels',
      machine,
      input: quietApp(),
      events: [
        doneEvent('load', { items: two, summary: null }),
        doneEvent('load', { items: [], summary: null }),
        errorEvent('load', new ApiError(500, 'HTTP error! status: 500', null)),
        { type: 'draft.change', item: two[0], changes: { channel_name: 'Recaps en Español' } },
        { type: 'draft.change', item: two[1], changes: { channel_name: ' ' } },
        { type: 'draft.change', item: two[0], changes: { language: 'pt' } },
        { type: 'queue.approve', item: two[0] },
        { type: 'queue.approve', item: two[1] },
        { type: 'queue.reject', item: two[1] },
        doneEvent('decide'),
        errorEvent('decide', new ApiError(500, 'HTTP error! status: 500', null)),
      ],
      serializeState: (snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.items.map((item: PendingChannel) => item.id),
          snapshot.context.deciding,
          snapshot.context.loadError,
          snapshot.context.itemError,
          snapshot.context.drafts[2]?.channel_name ?? null,
        ]),
      check: (snapshot) => {
        if (snapshot.matches('empty')) expect(snapshot.context.items).toEqual([]);
        if (snapshot.matches('failed')) expect(snapshot.context.loadError).toBe('Failed to fetch pending channels');
        if (snapshot.context.itemError) expect(snapshot.context.itemError.text).toMatch(/^Failed to (approve|reject) channel/);
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('pendingChannels machine, behaviour', () => {
  /** The API module answers; what the machine sent is read from its calls, in order. */
  function fakeServer(fail = false) {
    vi.mocked(fetchPendingChannels).mockResolvedValue(two);
    const sent: unknown[] = [];
    const answer = async (...call: unknown[]) => {
      sent.push(call);
      if (fail) throw new ApiError(500, 'x', null);
      return {};
    };
    vi.mocked(approvePendingChannel).mockImplementation((id, body) => answer(id, 'approve', body));
    vi.mocked(rejectPendingChannel).mockImplementation((id, body) => answer(id, 'reject', body));
    return { machine: pendingChannelsMachine, sent };
  }

  it('approves with the edited name and language, rejects with full_scan 0, and each leaves the list', async () => {
    const { machine, sent } = fakeServer();
    const recorder = recordToasts();
    const actor = createActor(machine, { input: { toasts: recorder.ref } });
    const toasts = recorder.texts;
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'draft.change', item: two[0], changes: { channel_name: ' Recaps en Español ' } });
    actor.send({ type: 'draft.change', item: two[0], changes: { language: 'pt' } });
    actor.send({ type: 'queue.approve', item: two[0] });
    await vi.waitFor(() => expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual([2]));
    actor.send({ type: 'queue.reject', item: two[1] });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('empty'));
    expect(sent).toEqual([
      [1, 'approve', { channel_name: 'Recaps en Español', language: 'pt', active: 1, full_scan: 1, status: 'verified' }],
      [2, 'reject', { full_scan: 0, status: 'verified' }],
    ]);
    expect(toasts).toEqual(['Channel approved', 'Channel rejected']);
  });

  it('does not approve a channel whose name was emptied', async () => {
    const { machine, sent } = fakeServer();
    const actor = createActor(machine, { input: quietApp() }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'draft.change', item: two[1], changes: { channel_name: '   ' } });
    actor.send({ type: 'queue.approve', item: two[1] });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(sent).toEqual([]);
  });

  it('keeps the channel with Failed to approve channel or Failed to reject channel', async () => {
    const { machine } = fakeServer(true);
    const actor = createActor(machine, { input: quietApp() }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'queue.approve', item: two[0] });
    await vi.waitFor(() => expect(actor.getSnapshot().context.itemError).toEqual({ id: 1, text: 'Failed to approve channel' }));
    actor.send({ type: 'queue.reject', item: two[1] });
    await vi.waitFor(() => expect(actor.getSnapshot().context.itemError).toEqual({ id: 2, text: 'Failed to reject channel' }));
    expect(actor.getSnapshot().context.items).toHaveLength(2);
  });

  it('says why an approval conflicts (409): the channel is already in the catalogue (issue 18, item 8)', async () => {
    vi.mocked(fetchPendingChannels).mockResolvedValue(two);
    vi.mocked(approvePendingChannel).mockRejectedValue(new ApiError(409, 'Channel already exists in database', null));
    const actor = createActor(pendingChannelsMachine, { input: quietApp() }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'queue.approve', item: two[0] });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().context.itemError).toEqual({ id: 1, text: 'Failed to approve channel: Channel already exists in database.' }),
    );
  });
});
