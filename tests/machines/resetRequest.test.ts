import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';

vi.mock('../../src/api/auth', () => ({ requestPasswordReset: vi.fn() }));

import { requestPasswordReset } from '../../src/api/auth';
import type { MessageResponse } from '../../src/api/types';
import { resetRequestMachine } from '../../src/machines/resetRequest';
import { getShortestPaths } from '@xstate/graph';

describe('resetRequest machine, model-based', () => {
  const machine = resetRequestMachine.provide({ actors: { requestPasswordReset: pendingActor<MessageResponse, { email: string }>() } });

  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'resetRequest',
      machine,
      events: [
        { type: 'field.change', field: 'email', value: 'demo@example.com' },
        { type: 'field.change', field: 'email', value: '' },
        doneEvent('requestPasswordReset', { message: 'If that email is registered, a reset link has been sent.' }),
        errorEvent('requestPasswordReset', new ApiError(0, 'Failed to fetch', null)),
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.email !== '']),
      check: (snapshot) => {
        if (snapshot.matches('sending')) expect(snapshot.context.email).not.toBe('');
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('resetRequest flow', () => {
  beforeEach(() => vi.clearAllMocks());

  it('sends the trimmed address and ends on the confirmation', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValueOnce({ message: 'Sent' });
    const actor = createActor(resetRequestMachine).start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'field.change', field: 'email', value: ' demo@example.com ' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(requestPasswordReset).toHaveBeenLastCalledWith('demo@example.com');
  });

  it('shows the server text, else Failed to send reset email', async () => {
    const actor = createActor(resetRequestMachine).start();
    actor.send({ type: 'field.change', field: 'email', value: 'demo@example.com' });
    vi.mocked(requestPasswordReset).mockRejectedValueOnce(new ApiError(429, 'Too many requests', { error: 'Too many requests', message: 'Too many requests' }));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toBe('Too many requests');
    vi.mocked(requestPasswordReset).mockRejectedValueOnce(new ApiError(0, 'Failed to fetch', null));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toBe('Failed to send reset email');
  });
});
