import { afterAll, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { accountDeletionMachine, selectAccountDeletionStep, selectDeletionError, selectDeletionPassword } from '../../src/machines/accountDeletion';
import { SEARCH_HISTORY_STORAGE_KEY } from '../../src/domain/searchHistory';
import { doneEvent, errorEvent, expectFullCoverage, expectSimplePathsAsGraphListsThem, pendingActor, walkModel } from './support/modelWalk';
import { inEnglish, quietApp, recordEvents, recordToasts } from './support/appActors';
import type { SessionRef } from '../../src/machines/session';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';

const wrongPassword = new ApiError(400, 'That password is not right. Your account was not deleted.', {
  error: 'That password is not right. Your account was not deleted.',
  message: 'That password is not right. Your account was not deleted.',
});

describe('accountDeletion machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'accountDeletion',
      machine: accountDeletionMachine.provide({ actors: { deleteAccount: pendingActor<void, { password: string }>() } }),
      input: quietApp(),
      events: [
        { type: 'dialog.open' },
        { type: 'dialog.close' },
        { type: 'field.change', field: 'password', value: 'secret password' },
        { type: 'field.change', field: 'password', value: '' },
        { type: 'form.submit' },
        doneEvent('deleteAccount', { message: 'Your account has been deleted.' }),
        errorEvent('deleteAccount', wrongPassword),
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot.context as { password: string }).password, (snapshot.context as { error: unknown }).error]),
    });
    expectFullCoverage(report);
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
    // The simple paths walked are @xstate/graph's own, in its order.
    expectSimplePathsAsGraphListsThem(report, 5);
  });
});

describe('accountDeletion machine, behaviour', () => {
  function start(deleteAccount: (password: string) => Promise<void>) {
    const toasts = recordToasts();
    const session = recordEvents();
    const machine = accountDeletionMachine.provide({
      actors: { deleteAccount: fromPromise<void, { password: string }>(({ input }) => deleteAccount(input.password)) },
    });
    const actor = createActor(machine, { input: { toasts: toasts.ref, session: session.ref as unknown as SessionRef } }).start();
    return { actor, toasts, session };
  }

  it('closing the dialog forgets the password and the error, so it opens empty again', () => {
    const { actor } = start(async () => {});
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', field: 'password', value: 'half typed' });
    expect(selectDeletionPassword(actor.getSnapshot())).toBe('half typed');
    actor.send({ type: 'dialog.close' });
    expect(selectAccountDeletionStep(actor.getSnapshot())).toBe('idle');
    expect(selectDeletionPassword(actor.getSnapshot())).toBe('');
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'form.submit' });
    expect(selectDeletionError(actor.getSnapshot())).not.toBeNull();
    actor.send({ type: 'dialog.close' });
    expect(selectDeletionError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'dialog.open' });
    expect(selectDeletionPassword(actor.getSnapshot())).toBe('');
  });

  it('asks for the password before it asks the server', () => {
    const calls: string[] = [];
    const { actor } = start(async (password) => void calls.push(password));
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'form.submit' });
    expect(inEnglish(selectDeletionError(actor.getSnapshot())!)).toBe('Please enter your password.');
    expect(calls).toEqual([]);
  });

  it('shows the server\'s sentence for a wrong password and lets the member try again', async () => {
    const { actor, session } = start(async () => {
      throw wrongPassword;
    });
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', field: 'password', value: 'not it' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(inEnglish(selectDeletionError(actor.getSnapshot())!)).toBe('That password is not right. Your account was not deleted.'));
    expect(selectAccountDeletionStep(actor.getSnapshot())).toBe('confirming');
    expect(session.received).toEqual([]);
  });

  it('once deleted, says so, ends the session and forgets this browser\'s search history', async () => {
    // The browser's storage, as the node project has none.
    const stored = new Map<string, string>([[SEARCH_HISTORY_STORAGE_KEY, JSON.stringify([{ search_query: 'solo', created_at: '2026-01-01T00:00:00.000Z' }])]]);
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) });
    const sent: string[] = [];
    const { actor, toasts, session } = start(async (password) => void sent.push(password));
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', field: 'password', value: 'correct horse' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(selectAccountDeletionStep(actor.getSnapshot())).toBe('deleted'));
    expect(sent).toEqual(['correct horse']);
    expect(toasts.texts).toEqual(['Your account has been deleted.']);
    expect(session.received).toEqual([{ type: 'session.logOut' }]);
    expect(JSON.parse(stored.get(SEARCH_HISTORY_STORAGE_KEY) ?? 'null')).toEqual([]);
    vi.unstubAllGlobals();
  });
});

// The machine's own call, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('accountDeletion machine, against a server', () => {
  function start() {
    const toasts = recordToasts();
    const session = recordEvents();
    const actor = createActor(accountDeletionMachine, { input: { toasts: toasts.ref, session: session.ref as unknown as SessionRef } }).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', field: 'password', value: 'correct horse' });
    return { actor, toasts, session };
  }

  it('sends DELETE /account with the password; once deleted the form is empty and a success toast says so', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} });
    server.answerWith({ status: 200, body: { message: 'Account deleted' } });
    const { actor, toasts, session } = start();
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(selectAccountDeletionStep(actor.getSnapshot())).toBe('deleted'));
    expect(server.last()).toMatchObject({ method: 'DELETE', path: '/account', body: { password: 'correct horse' } });
    expect(selectDeletionPassword(actor.getSnapshot())).toBe('');
    expect(toasts.shown).toEqual([{ type: 'toast.show', kind: 'success', text: 'Your account has been deleted.' }]);
    expect(session.received).toEqual([{ type: 'session.logOut' }]);
    vi.unstubAllGlobals();
  });

  it('a failure with no sentence of the server\'s says its own, and keeps the dialog open', async () => {
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    const { actor, session } = start();
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(selectAccountDeletionStep(actor.getSnapshot())).toBe('confirming'));
    expect(inEnglish(selectDeletionError(actor.getSnapshot())!)).toBe('Failed to delete your account. Please try again.');
    expect(selectDeletionPassword(actor.getSnapshot())).toBe('correct horse');
    expect(session.received).toEqual([]);
  });
});
