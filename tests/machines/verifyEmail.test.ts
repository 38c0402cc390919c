import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';

vi.mock('../../src/api/auth', () => ({ verifyEmail: vi.fn() }));

import { verifyEmail } from '../../src/api/auth';
import type { MessageResponse } from '../../src/api/types';
import { verifyEmailMachine } from '../../src/machines/verifyEmail';
import { getShortestPaths } from '@xstate/graph';

describe('verifyEmail machine, model-based', () => {
  const machine = verifyEmailMachine.provide({ actors: { verifyEmail: pendingActor<MessageResponse, { token: string }>() } });

  it('every generated path (with and without a token) replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'verifyEmail',
      machine,
      input: { token: 'abc123' },
      inputs: [{ token: null }, { token: '' }],
      events: [
        doneEvent('verifyEmail', { message: 'Email verified successfully.' }),
        errorEvent('verifyEmail', new ApiError(400, 'Invalid or expired verification token', { error: 'Invalid or expired verification token', message: 'Invalid or expired verification token' })),
      ],
      check: (snapshot) => {
        if (snapshot.matches('failed')) expect(snapshot.context.error).not.toBeNull();
        if (snapshot.matches('verifying')) expect(snapshot.context.token).toBe('abc123');
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('verifyEmail flow', () => {
  beforeEach(() => vi.clearAllMocks());

  it('fails at once without a token, calling nothing', () => {
    const actor = createActor(verifyEmailMachine, { input: { token: null } }).start();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('No verification token provided.');
    expect(verifyEmail).not.toHaveBeenCalled();
  });

  it('verifies the token from the link', async () => {
    vi.mocked(verifyEmail).mockResolvedValueOnce({ message: 'Email verified successfully.' });
    const actor = createActor(verifyEmailMachine, { input: { token: 'abc123' } }).start();
    expect(actor.getSnapshot().value).toBe('verifying');
    await waitFor(actor, (s) => s.matches('verified'));
    expect(verifyEmail).toHaveBeenLastCalledWith('abc123');
  });

  it('shows the server text, else the generic verification error', async () => {
    vi.mocked(verifyEmail).mockRejectedValueOnce(new ApiError(400, 'Token expired', { error: 'Token expired', message: 'Token expired' }));
    const first = createActor(verifyEmailMachine, { input: { token: 'old' } }).start();
    expect((await waitFor(first, (s) => s.matches('failed'))).context.error).toBe('Token expired');
    vi.mocked(verifyEmail).mockRejectedValueOnce(new ApiError(0, 'Failed to fetch', null));
    const second = createActor(verifyEmailMachine, { input: { token: 'old' } }).start();
    expect((await waitFor(second, (s) => s.matches('failed'))).context.error).toBe('An error occurred during verification.');
  });
});
