import { assign, fromCallback, setup, type SnapshotFrom } from 'xstate';
import { selectSessionStatus, type SessionRef } from './session';

/**
 * The screens made for visitors (register, password reset) know a signed-in member: they tell them so instead of
 * offering a form that would make a second account or reset a password from inside a session.
 */
export interface VisitorOnlyContext {
  session: SessionRef;
  /** Who is signed in, or null for a visitor (and while the session is still being asked). */
  username: string | null;
}

/** What the machine is told when who is signed in changes. */
export interface MemberChangedEvent {
  type: 'member.changed';
  username: string | null;
}

function signedInUsername(session: SessionRef): string | null {
  const snapshot = session.getSnapshot();
  // An authenticated session always holds its user.
  return selectSessionStatus(snapshot) === 'authenticated' ? snapshot.context.user!.username : null;
}

/**
 * Follows the session as `sessionChanges` does, but tells the username too (the screen names who is signed in):
 * only a settled answer that differs from what the machine knows is sent.
 */
export const memberChanges = fromCallback<MemberChangedEvent, { session: SessionRef; username: string | null }>(({ input, sendBack }) => {
  let known = input.username;
  const follow = () => {
    if (selectSessionStatus(input.session.getSnapshot()) === 'loading') return;
    const now = signedInUsername(input.session);
    if (now === known) return;
    known = now;
    sendBack({ type: 'member.changed', username: now });
  };
  follow();
  const subscription = input.session.subscribe(follow);
  return () => subscription.unsubscribe();
});

export const visitorOnlyMachine = setup({
  types: {
    context: {} as VisitorOnlyContext,
    events: {} as MemberChangedEvent,
    input: {} as { session: SessionRef },
  },
  actors: { memberChanges },
  guards: {
    signedIn: ({ context }) => context.username !== null,
  },
}).createMachine({
  id: 'visitorOnly',
  context: ({ input }) => ({ session: input.session, username: signedInUsername(input.session) }),
  invoke: {
    src: 'memberChanges',
    input: ({ context }) => ({ session: context.session, username: context.username }),
  },
  initial: 'deciding',
  on: {
    'member.changed': { target: '.deciding', actions: assign({ username: ({ event }) => event.username }) },
  },
  states: {
    deciding: {
      always: [{ guard: 'signedIn', target: 'member' }, { target: 'visitor' }],
    },
    /** The screen's own form shows. */
    visitor: {},
    /** The screen says who is signed in, with a way home, and offers no form. */
    member: {},
  },
});

type VisitorOnlySnapshot = SnapshotFrom<typeof visitorOnlyMachine>;

/** The signed-in member's username when the screen must not offer its form, else null. */
export function selectSignedInMember(snapshot: VisitorOnlySnapshot): string | null {
  return snapshot.matches('member') ? snapshot.context.username : null;
}
