import type { SessionStatus } from '../session';

// What pages and notices that load after the first screen read of the session, in a file that loads with them.

/** What the screens say when a session ended on the server's side. */
export const SESSION_EXPIRED_TEXT = 'Your session has expired. Please log in again.';

/** Who is logged in, for a machine that waits for the session: null while the session is still asked. */
export function knownAuthentication(status: SessionStatus): boolean | null {
  return status === 'loading' ? null : status === 'authenticated';
}
