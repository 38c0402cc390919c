import type { AnyEventObject } from 'xstate';
import type { User } from '../../../src/api/types';
import { sessionMachine } from '../../../src/machines/session';
import { doneEvent, errorEvent, pendingActor } from './modelWalk';

export const member: User = { id: 2, username: 'demo', is_admin: false };
const otherMember: User = { id: 3, username: 'other', is_admin: false };
export const admin: User = { id: 1, username: 'admin', is_admin: 1 };

/** The session machine with the network left out: each path answers its calls itself. */
export const sessionModel = sessionMachine.provide({
  actors: { fetchCurrentUser: pendingActor<User | null>(), logout: pendingActor<void>() },
});

/**
 * Everything that can happen to a session: a login (by one member, then another), each answer of the session
 * check, a logout that succeeds or fails, and a 401 from any call. The session's own walk and
 * the composed app's walk generate their paths from this one list.
 */
export const sessionEvents: AnyEventObject[] = [
  { type: 'session.loggedIn', user: member },
  { type: 'session.loggedIn', user: otherMember },
  doneEvent('fetchCurrentUser', member),
  doneEvent('fetchCurrentUser', admin),
  errorEvent('fetchCurrentUser', new Error('Not authenticated')),
  doneEvent('fetchCurrentUser', null),
  doneEvent('logout'),
  errorEvent('logout', new Error('offline')),
  { type: 'session.expired' },
  { type: 'session.expired', call: { method: 'POST', path: '/watchlist' } },
  { type: 'notice.dismiss' },
];
