import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { selectSignedInMember, visitorOnlyMachine } from '../../src/machines/visitorOnly';
import { loadingSession } from './support/appActors';
import { member } from './support/sessionModel';
import { expectFullCoverage, walkModel } from './support/modelWalk';
import { waitForState } from './support/waitForState';

describe('visitorOnly machine, model-based', () => {
  it('every generated path replays on a live actor, covers every state and transition, and names only a signed-in member', () => {
    const report = walkModel({
      name: 'visitorOnly',
      // The session stays loading, so it tells nothing: the walk tells the machine itself who is signed in.
      machine: visitorOnlyMachine,
      input: { session: loadingSession() },
      events: [
        { type: 'member.changed', username: 'demo' },
        { type: 'member.changed', username: 'other' },
        { type: 'member.changed', username: null },
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.username]),
      check: (snapshot) => {
        const username = snapshot.context.username as string | null;
        expect(snapshot.matches('member')).toBe(username !== null);
        expect(selectSignedInMember(snapshot as never)).toBe(username);
      },
    });
    expectFullCoverage(report);
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('visitorOnly machine, following the session', () => {
  it('offers the form while the session is asked and to a visitor, and names the member who signs in', async () => {
    const session = loadingSession();
    const actor = createActor(visitorOnlyMachine, { input: { session } }).start();
    expect(actor.getSnapshot().value).toBe('visitor');
    session.send({ type: 'session.loggedIn', user: member });
    await waitForState(actor, (snapshot) => snapshot.matches('member'));
    expect(selectSignedInMember(actor.getSnapshot())).toBe('demo');
    session.send({ type: 'session.logOut' });
    await waitForState(actor, (snapshot) => snapshot.matches('visitor'));
    expect(selectSignedInMember(actor.getSnapshot())).toBeNull();
  });

  it('starts by naming a member who is signed in already', () => {
    const session = loadingSession();
    session.send({ type: 'session.loggedIn', user: { ...member, username: 'mina_reads' } });
    const actor = createActor(visitorOnlyMachine, { input: { session } }).start();
    expect(actor.getSnapshot().value).toBe('member');
    expect(selectSignedInMember(actor.getSnapshot())).toBe('mina_reads');
  });

  it('keeps naming the member while the session is asked again', () => {
    const session = loadingSession();
    session.send({ type: 'session.loggedIn', user: member });
    const actor = createActor(visitorOnlyMachine, { input: { session } }).start();
    session.send({ type: 'session.refresh' });
    expect(session.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().value).toBe('member');
    expect(selectSignedInMember(actor.getSnapshot())).toBe('demo');
  });

  it('follows a switch from one member to another', async () => {
    const session = loadingSession();
    session.send({ type: 'session.loggedIn', user: member });
    const actor = createActor(visitorOnlyMachine, { input: { session } }).start();
    session.send({ type: 'session.loggedIn', user: { id: 9, username: 'other', is_admin: false } });
    await waitForState(actor, (snapshot) => snapshot.matches('member'));
    expect(selectSignedInMember(actor.getSnapshot())).toBe('other');
  });
});
