import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from '@xstate/graph';

vi.mock('../../src/api/auth', () => ({ fetchMe: vi.fn(), logout: vi.fn() }));
vi.mock('../../src/api/suggestions', () => ({ fetchPendingSuggestions: vi.fn() }));

import type { User } from '../../src/api/types';
import { sessionMachine, selectSessionExpired, selectSessionStatus } from '../../src/machines/session';
import { notifyUnauthorized } from '../../src/api/unauthorized';
import { doneEvent, expectFullCoverage, walkModel } from './support/modelWalk';
import { admin, member, sessionEvents, sessionModel } from './support/sessionModel';

const modelMachine = sessionModel;
const events = sessionEvents;

describe('session machine, model-based', () => {
  it('walks every generated path, reaching every state and transition', () => {
    const report = walkModel({
      name: 'session',
      machine: modelMachine,
      events,
      serializeState: (snapshot) =>
        JSON.stringify({ value: snapshot.value, user: snapshot.context.user?.id ?? null, expired: snapshot.context.expired }),
      check: (snapshot) => {
        // Told it expired only when a signed-in session ended without a logout; signing in again forgets it.
        if (snapshot.context.expired) expect(snapshot.matches('anonymous') || snapshot.matches('loading')).toBe(true);
        // Logged out means nobody is held, whatever the server answered; a refresh keeps the user until it is answered.
        if (snapshot.matches('anonymous') || snapshot.matches('loggingOut')) expect(snapshot.context.user).toBeNull();
        if (snapshot.matches('authenticated')) expect(snapshot.context.user).not.toBeNull();
      },
    });
    expectFullCoverage(report);
  });

  it('has a shortest path to an admin with a pending count', () => {
    const paths = getShortestPaths(modelMachine, {
      events: [doneEvent('fetchCurrentUser', admin), doneEvent('countPendingSuggestions', 3)],
    } as never);
    expect(paths.some((path) => JSON.stringify(path.state.value) === JSON.stringify({ authenticated: 'admin' }))).toBe(true);
  });
});

function liveSession(overrides: { me?: () => Promise<User>; logout?: () => Promise<void>; pending?: () => Promise<number> }) {
  return createActor(
    sessionMachine.provide({
      actors: {
        fetchCurrentUser: fromPromise(overrides.me ?? (() => Promise.reject(new Error('Not authenticated')))),
        logout: fromPromise(overrides.logout ?? (() => Promise.resolve())),
        countPendingSuggestions: fromPromise(overrides.pending ?? (() => Promise.resolve(0))),
      },
    }),
  ).start();
}

describe('session machine, behaviour', () => {
  it('takes a visitor answer ({ user: null }) as not logged in, without an error', async () => {
    const actor = liveSession({ me: async () => null as unknown as User });
    await waitFor(actor, (snapshot) => !snapshot.matches('loading'));
    expect({ status: selectSessionStatus(actor.getSnapshot()), user: actor.getSnapshot().context.user }).toEqual({ status: 'anonymous', user: null });
  });

  it('a 401 on any call signs a member out, says the session expired, and stays put; signing in clears it', async () => {
    const actor = liveSession({ me: async () => member });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    const loggedOut = vi.fn();
    actor.on('session.loggedOut', loggedOut);
    notifyUnauthorized();
    expect(selectSessionStatus(actor.getSnapshot())).toBe('anonymous');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(selectSessionExpired(actor.getSnapshot())).toBe(true);
    // No logout announcement: that one sends the user home, and an expired session keeps them where they were.
    expect(loggedOut).not.toHaveBeenCalled();
    actor.send({ type: 'session.loggedIn', user: member });
    expect(selectSessionExpired(actor.getSnapshot())).toBe(false);
  });

  it('a 401 while nobody is signed in (a wrong password) changes nothing', async () => {
    const actor = liveSession({});
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    notifyUnauthorized();
    expect(selectSessionExpired(actor.getSnapshot())).toBe(false);
  });

  it('starts loading and treats a failed current-user request as not logged in', async () => {
    const actor = liveSession({});
    expect(selectSessionStatus(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(selectSessionStatus(actor.getSnapshot())).toBe('anonymous');
  });

  it('holds the user the server returns', async () => {
    const actor = liveSession({ me: async () => member });
    await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: 'member' }));
    expect(actor.getSnapshot().context.user).toEqual(member);
    expect(selectSessionStatus(actor.getSnapshot())).toBe('authenticated');
  });

  it('counts pending suggestions for an admin, and counts again when they change', async () => {
    let count = 3;
    const actor = liveSession({ me: async () => admin, pending: async () => count });
    await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: 'admin' }));
    expect(actor.getSnapshot().context.pendingSuggestions).toBe(3);
    count = 2;
    actor.send({ type: 'suggestions.changed' });
    await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: 'admin' }) && snapshot.context.pendingSuggestions === 2);
  });

  it('logout clears the user and announces session.loggedOut even when the server call fails', async () => {
    const actor = liveSession({ me: async () => member, logout: () => Promise.reject(new Error('HTTP error! status: 500')) });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    const loggedOut = vi.fn();
    actor.on('session.loggedOut', loggedOut);
    actor.send({ type: 'session.logOut' });
    expect(actor.getSnapshot().context.user).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('logout announces session.loggedOut after a successful server call too', async () => {
    const actor = liveSession({ me: async () => member });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    const loggedOut = vi.fn();
    actor.on('session.loggedOut', loggedOut);
    actor.send({ type: 'session.logOut' });
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it('takes the user of a login and asks the server again on session.refresh', async () => {
    let me: User | null = null;
    const actor = liveSession({ me: async () => (me === null ? Promise.reject(new Error('401')) : me) });
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    actor.send({ type: 'session.loggedIn', user: member });
    expect(actor.getSnapshot().context.user).toEqual(member);
    me = admin;
    actor.send({ type: 'session.refresh' });
    expect(selectSessionStatus(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: 'admin' }));
    expect(actor.getSnapshot().context.user).toEqual(admin);
  });
});
