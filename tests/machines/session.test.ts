import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type AnyActorRef } from 'xstate';

import { getShortestPaths } from '@xstate/graph';
import {
  followSession,
  selectIsAdmin,
  selectSessionExpired,
  selectSessionStatus,
  selectUser,
  sessionChanges,
  sessionMachine,
  selectRefusedCall,
  type SessionRef,
} from '../../src/machines/session';
import { fetchPendingSuggestionCount } from '../../src/api/suggestionCount';
import { SESSION_EXPIRED_TEXT } from '../../src/machines/shared/sessionReadings';
import { pretendPageOrigin, startRecordingServer, type Answer } from '../support/recordingServer';
import { buildUser } from '../support/factories';
import { doneEvent, expectFullCoverage, walkModel } from './support/modelWalk';
import { admin, member, sessionEvents, sessionModel } from './support/sessionModel';
import { waitForState } from './support/waitForState';

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
      check: (snapshot, _path, _step, emitted) => {
        // A decided review is passed on only while someone is signed in (the admin row's count listens).
        if (emitted.some((event) => event.type === 'suggestions.changed')) expect(snapshot.matches('authenticated')).toBe(true);
        // Told it expired only when a signed-in session ended without a logout; signing in again forgets it.
        if (snapshot.context.expired) expect(snapshot.matches('anonymous') || snapshot.matches('loading')).toBe(true);
        // Logged out means nobody is held, whatever the server answered; a refresh keeps the user until it is answered.
        if (snapshot.matches('anonymous') || snapshot.matches('loggingOut')) expect(snapshot.context.user).toBeNull();
        if (snapshot.matches('authenticated')) expect(snapshot.context.user).not.toBeNull();
      },
    });
    expectFullCoverage(report);
  });

  it('has a shortest path to a signed-in admin', () => {
    const paths = getShortestPaths(modelMachine, { events: [doneEvent('fetchCurrentUser', admin)] } as never);
    expect(paths.some((path) => path.state.value === 'authenticated' && path.state.context.user?.id === admin.id)).toBe(true);
  });
});

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

const started: AnyActorRef[] = [];
// Every 401 reaches every live session of this file, so each test's session ends with it.
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});


/**
 * A session against the server. `answers` says what the server answers once the session is in a state: the
 * switch happens as the state is entered, before its request reaches the server.
 */
function liveSession(first: Answer) {
  server.answerWith(first);
  const sent = server.received.length;
  const actor = createActor(sessionMachine);
  const loggedOut: string[] = [];
  actor.on('session.loggedOut', (event) => loggedOut.push(event.type));
  const reviewsTold: string[] = [];
  actor.on('suggestions.changed', (event) => reviewsTold.push(event.type));
  started.push(actor);
  actor.start();
  const view = () => {
    const snapshot = actor.getSnapshot();
    return {
      status: selectSessionStatus(snapshot),
      user: selectUser(snapshot),
      isAdmin: selectIsAdmin(snapshot),
      expired: selectSessionExpired(snapshot),
    };
  };
  const requests = () => server.received.slice(sent).map((request) => `${request.method} ${request.path}`);
  return { actor, view, loggedOut, requests, reviewsTold };
}

const settledIn = (actor: SessionRef, state: Parameters<ReturnType<SessionRef['getSnapshot']>['matches']>[0]) =>
  waitForState(actor, (snapshot) => snapshot.matches(state));

describe('session machine, against a server', () => {
  const visitor = { status: 'anonymous', user: null, isAdmin: false, expired: false };

  it('asks who is there, loading until told; a visitor answer ({ user: null }) is nobody, without an error', async () => {
    const { actor, view, requests } = liveSession({ status: 200, body: { user: null } });
    expect(view()).toEqual({ ...visitor, status: 'loading' });
    await settledIn(actor, 'anonymous');
    expect(requests()).toEqual(['GET /auth/me']);
    expect(view()).toEqual(visitor);
  });

  it('a failed question (a server error) is nobody too', async () => {
    const { actor, view } = liveSession({ status: 502, body: '<html>Bad gateway</html>' });
    await settledIn(actor, 'anonymous');
    expect(view()).toEqual(visitor);
  });

  it('holds the member the server names, and asks nothing about suggestions', async () => {
    const { actor, view, requests } = liveSession({ status: 200, body: { user: member } });
    await settledIn(actor, 'authenticated');
    expect(view()).toEqual({ status: 'authenticated', user: member, isAdmin: false, expired: false });
    expect(requests()).toEqual(['GET /auth/me']);
  });

  it('holds the admin the server names, and leaves the count of suggestions to the admin row', async () => {
    const { actor, view, requests } = liveSession({ status: 200, body: { user: admin } });
    await settledIn(actor, 'authenticated');
    expect(view()).toEqual({ status: 'authenticated', user: admin, isAdmin: true, expired: false });
    expect(requests()).toEqual(['GET /auth/me']);
  });

  it('passes each decided review on to whoever counts the suggestions, while someone is signed in', async () => {
    const { actor, reviewsTold, requests } = liveSession({ status: 200, body: { user: admin } });
    actor.send({ type: 'suggestions.changed' });
    expect(reviewsTold).toEqual([]);
    await settledIn(actor, 'authenticated');
    actor.send({ type: 'suggestions.changed' });
    expect(reviewsTold).toEqual(['suggestions.changed']);
    expect(requests()).toEqual(['GET /auth/me']);
  });

  it('a refresh that finds nobody forgets the admin', async () => {
    const { actor, view } = liveSession({ status: 200, body: { user: admin } });
    await settledIn(actor, 'authenticated');
    server.answerWith({ status: 200, body: { user: null } });
    actor.send({ type: 'session.refresh' });
    // The admin is kept until the answer comes.
    expect(view()).toEqual({ status: 'loading', user: admin, isAdmin: true, expired: false });
    await settledIn(actor, 'anonymous');
    expect(view()).toEqual(visitor);
  });

  it('a login while the question is on its way takes the user at once', async () => {
    const { actor, view, requests } = liveSession({ status: 200, body: { user: null } });
    actor.send({ type: 'session.loggedIn', user: member });
    expect(view()).toMatchObject({ status: 'authenticated', user: member });
    await vi.waitFor(() => expect(requests()).toEqual(['GET /auth/me']));
  });

  it('logs out: the user goes at once, POST /auth/logout is sent, and the logout is announced', async () => {
    const { actor, view, loggedOut, requests } = liveSession({ status: 200, body: { user: admin } });
    await settledIn(actor, 'authenticated');
    server.answerWith({ status: 200, body: { message: 'Logged out' } });
    actor.send({ type: 'session.logOut' });
    expect(view()).toEqual(visitor);
    expect(loggedOut).toEqual([]);
    await settledIn(actor, 'anonymous');
    expect(requests()).toEqual(['GET /auth/me', 'POST /auth/logout']);
    expect(loggedOut).toEqual(['session.loggedOut']);
    expect(view()).toEqual(visitor);
  });

  it('announces the logout even when the server call fails', async () => {
    const { actor, view, loggedOut } = liveSession({ status: 200, body: { user: member } });
    await settledIn(actor, 'authenticated');
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    actor.send({ type: 'session.logOut' });
    await settledIn(actor, 'anonymous');
    expect(loggedOut).toEqual(['session.loggedOut']);
    expect(view()).toEqual(visitor);
  });

  it('a 401 on any call signs the user out and says the session expired, without announcing a logout; a login clears it', async () => {
    const { actor, view, loggedOut } = liveSession({ status: 200, body: { user: admin } });
    await settledIn(actor, 'authenticated');
    server.answerWith({ status: 401, body: { error: 'Not authenticated' } });
    await expect(fetchPendingSuggestionCount()).rejects.toThrow();
    await settledIn(actor, 'anonymous');
    expect(view()).toEqual({ ...visitor, expired: true });
    // What the screens then say.
    expect(SESSION_EXPIRED_TEXT).toBe('Your session has expired. Please log in again.');
    expect(loggedOut).toEqual([]);
    actor.send({ type: 'session.loggedIn', user: member });
    expect(view()).toEqual({ status: 'authenticated', user: member, isAdmin: false, expired: false });
  });

  it('after an expiry, a refresh that finds the user again stops saying it expired', async () => {
    const { actor, view, requests } = liveSession({ status: 200, body: { user: member } });
    await settledIn(actor, 'authenticated');
    server.answerWith({ status: 401, body: { error: 'Not authenticated' } });
    actor.send({ type: 'session.refresh' });
    await settledIn(actor, 'anonymous');
    // A failed check is nobody: the member is forgotten, and it is not called an expiry.
    expect(view()).toEqual(visitor);
    // A 401 reported by another call while signed in: the session ends there.
    actor.send({ type: 'session.loggedIn', user: member });
    actor.send({ type: 'session.expired' });
    expect(view().expired).toBe(true);
    server.answerWith({ status: 200, body: { user: member } });
    actor.send({ type: 'session.refresh' });
    expect(view().status).toBe('loading');
    await settledIn(actor, 'authenticated');
    expect(view()).toEqual({ status: 'authenticated', user: member, isAdmin: false, expired: false });
    expect(requests()).toEqual(['GET /auth/me', 'GET /auth/me', 'GET /auth/me']);
  });

  it('a 401 from an action keeps the call until the member, signed in again, closes the notice; a logout forgets it', async () => {
    const { actor } = liveSession({ status: 200, body: { user: member } });
    await settledIn(actor, 'authenticated');
    const refused = () => selectRefusedCall(actor.getSnapshot());
    const addToWatchlist = { method: 'POST', path: '/watchlist' };
    expect(refused()).toBeNull();
    actor.send({ type: 'session.expired', call: addToWatchlist });
    expect(refused()).toEqual(addToWatchlist);
    // The calls that fail after it (the page reloading its lists) do not replace what was refused.
    actor.send({ type: 'session.expired', call: { method: 'GET', path: '/recaps' } });
    expect(refused()).toEqual(addToWatchlist);
    actor.send({ type: 'session.loggedIn', user: member });
    expect(refused()).toEqual(addToWatchlist);
    actor.send({ type: 'notice.dismiss' });
    expect(refused()).toBeNull();

    actor.send({ type: 'session.expired', call: { method: 'POST', path: '/series/tower/follow' } });
    actor.send({ type: 'session.loggedIn', user: member });
    actor.send({ type: 'session.logOut' });
    expect(refused()).toBeNull();
  });

  it('a 401 while nobody is signed in (a wrong password) changes nothing', async () => {
    const { actor, view } = liveSession({ status: 200, body: { user: null } });
    await settledIn(actor, 'anonymous');
    actor.send({ type: 'session.expired' });
    expect(view()).toEqual(visitor);
  });

  it('another user signing in is held at once: an admin is known as one', async () => {
    const { actor, view } = liveSession({ status: 200, body: { user: member } });
    await settledIn(actor, 'authenticated');
    actor.send({ type: 'session.loggedIn', user: admin });
    expect(view()).toEqual({ status: 'authenticated', user: admin, isAdmin: true, expired: false });
  });
});

describe('sessionChanges, what a following machine is told', () => {
  /** A machine that follows the session the way the app's machines do, and records what it is told. */
  function follower(session: SessionRef, isAuthenticated: boolean) {
    const told: boolean[] = [];
    const machine = setup({
      types: { context: {} as { session: SessionRef; isAuthenticated: boolean }, events: {} as { type: 'session.changed'; isAuthenticated: boolean } },
      actors: { sessionChanges },
    }).createMachine({
      context: { session, isAuthenticated },
      invoke: followSession,
      on: {
        'session.changed': {
          actions: [({ event }) => told.push(event.isAuthenticated), assign({ isAuthenticated: ({ event }) => event.isAuthenticated })],
        },
      },
    });
    const actor = createActor(machine).start();
    started.push(actor);
    return told;
  }

  it('tells a visitor\'s machine when a member arrives and leaves, and nothing while the session loads or stays the same', async () => {
    const { actor } = liveSession({ status: 200, body: { user: member } });
    const told = follower(actor, false);
    expect(told).toEqual([]);
    await settledIn(actor, 'authenticated');
    expect(told).toEqual([true]);
    server.answerWith({ status: 200, body: { user: member } });
    actor.send({ type: 'session.refresh' });
    await settledIn(actor, 'authenticated');
    expect(told).toEqual([true]);
    actor.send({ type: 'session.loggedIn', user: buildUser(9) });
    // Another person: the machine must drop what it knew of the first.
    expect(told).toEqual([true, true]);
    server.answerWith({ status: 200, body: { message: 'Logged out' } });
    actor.send({ type: 'session.logOut' });
    expect(told).toEqual([true, true, false]);
    await settledIn(actor, 'anonymous');
    expect(told).toEqual([true, true, false]);
  });

  it('a machine created as signed in is told nothing when the session confirms it, and told when nobody is there', async () => {
    const confirmed = liveSession({ status: 200, body: { user: member } });
    const toldConfirmed = follower(confirmed.actor, true);
    await settledIn(confirmed.actor, 'authenticated');
    expect(toldConfirmed).toEqual([]);

    const nobody = liveSession({ status: 200, body: { user: null } });
    const toldNobody = follower(nobody.actor, true);
    await settledIn(nobody.actor, 'anonymous');
    expect(toldNobody).toEqual([false]);
  });

  it('a visitor\'s machine created while a member is checked again is told nothing when nobody turns out to be there', async () => {
    const { actor } = liveSession({ status: 200, body: { user: member } });
    await settledIn(actor, 'authenticated');
    server.answerWith({ status: 200, body: { user: null } });
    actor.send({ type: 'session.refresh' });
    // The refresh keeps the member until it is answered.
    expect(selectUser(actor.getSnapshot())).toEqual(member);
    const told = follower(actor, false);
    await settledIn(actor, 'anonymous');
    expect(told).toEqual([]);
  });

  it('a settled session is read at once, without waiting for its next change', async () => {
    const { actor } = liveSession({ status: 200, body: { user: member } });
    await settledIn(actor, 'authenticated');
    expect(follower(actor, false)).toEqual([true]);
    // Knowing the member already, a follower is told of another one.
    const told = follower(actor, true);
    actor.send({ type: 'session.loggedIn', user: member });
    expect(told).toEqual([]);
    actor.send({ type: 'session.loggedIn', user: buildUser(9) });
    expect(told).toEqual([true]);
  });
});
