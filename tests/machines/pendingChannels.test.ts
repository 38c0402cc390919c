import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { quietApp, recordToasts } from './support/appActors';
import { ApiError } from '../../src/api/errors';
import type { PendingChannel } from '../../src/api/types';

vi.mock('../../src/api/admin', () => ({ fetchPendingChannels: vi.fn(), approvePendingChannel: vi.fn(), rejectPendingChannel: vi.fn() }));

import { pendingChannelsMachine, type PendingChannelDecisionInput } from '../../src/machines/pendingChannels';
import { getShortestPaths } from '@xstate/graph';

function pending(id: number, name: string, language: string): PendingChannel {
  return { id, channel_name: name, language, youtube_url: `https://www.youtube.com/@${name.replace(/\s/g, '')}`, active: 0, full_scan: 0, status: 'pending' };
}

const two = [pending(1, 'Manhwa Recaps ES', 'es'), pending(2, 'Recap Tagalog', 'tl')];

describe('pendingChannels machine, model-based', () => {
  const machine = pendingChannelsMachine.provide({
    actors: { loadChannels: pendingActor<PendingChannel[]>(), sendDecision: pendingActor<unknown, PendingChannelDecisionInput>() },
  });

  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'pendingChannels',
      machine,
      input: quietApp(),
      events: [
        doneEvent('loadChannels', two),
        doneEvent('loadChannels', []),
        errorEvent('loadChannels', new ApiError(500, 'HTTP error! status: 500', null)),
        { type: 'EDIT_NAME', id: 1, name: 'Recaps en Español' },
        { type: 'EDIT_NAME', id: 2, name: ' ' },
        { type: 'EDIT_LANGUAGE', id: 1, language: 'pt' },
        { type: 'APPROVE', id: 1 },
        { type: 'APPROVE', id: 2 },
        { type: 'REJECT', id: 2 },
        doneEvent('sendDecision'),
        errorEvent('sendDecision', new ApiError(500, 'HTTP error! status: 500', null)),
      ],
      serializeState: (snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.channels.map((item: PendingChannel) => item.id),
          snapshot.context.deciding,
          snapshot.context.loadError,
          snapshot.context.itemError,
          snapshot.context.edits[2]?.channel_name ?? null,
        ]),
      check: (snapshot) => {
        if (snapshot.matches('empty')) expect(snapshot.context.channels).toEqual([]);
        if (snapshot.matches('failed')) expect(snapshot.context.loadError).toBe('Failed to fetch pending channels');
        if (snapshot.context.itemError) expect(['Failed to approve channel', 'Failed to reject channel']).toContain(snapshot.context.itemError.text);
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('pendingChannels machine, behaviour', () => {
  function fakeServer(fail = false) {
    const sent: PendingChannelDecisionInput[] = [];
    const machine = pendingChannelsMachine.provide({
      actors: {
        loadChannels: fromPromise(async () => two),
        sendDecision: fromPromise<unknown, PendingChannelDecisionInput>(async ({ input }) => {
          sent.push(input);
          if (fail) throw new ApiError(500, 'x', null);
          return {};
        }),
      },
    });
    return { machine, sent };
  }

  it('approves with the edited name and language, rejects with full_scan 0, and each leaves the list', async () => {
    const { machine, sent } = fakeServer();
    const recorder = recordToasts();
    const actor = createActor(machine, { input: { toasts: recorder.ref } });
    const toasts = recorder.texts;
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'EDIT_NAME', id: 1, name: ' Recaps en Español ' });
    actor.send({ type: 'EDIT_LANGUAGE', id: 1, language: 'pt' });
    actor.send({ type: 'APPROVE', id: 1 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.channels.map((item) => item.id)).toEqual([2]));
    actor.send({ type: 'REJECT', id: 2 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('empty'));
    expect(sent).toEqual([
      { id: 1, decision: 'approve', body: { channel_name: 'Recaps en Español', language: 'pt', active: 1, full_scan: 1, status: 'verified' } },
      { id: 2, decision: 'reject', body: { full_scan: 0, status: 'verified' } },
    ]);
    expect(toasts).toEqual(['Channel approved', 'Channel rejected']);
  });

  it('does not approve a channel whose name was emptied', async () => {
    const { machine, sent } = fakeServer();
    const actor = createActor(machine, { input: quietApp() }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'EDIT_NAME', id: 2, name: '   ' });
    actor.send({ type: 'APPROVE', id: 2 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(sent).toEqual([]);
  });

  it('keeps the channel with Failed to approve channel or Failed to reject channel', async () => {
    const { machine } = fakeServer(true);
    const actor = createActor(machine, { input: quietApp() }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'APPROVE', id: 1 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.itemError).toEqual({ id: 1, text: 'Failed to approve channel' }));
    actor.send({ type: 'REJECT', id: 2 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.itemError).toEqual({ id: 2, text: 'Failed to reject channel' }));
    expect(actor.getSnapshot().context.channels).toHaveLength(2);
  });
});
