/**
 * Where signing in brings the user back to: a path of this app taken from the login page's `next` parameter.
 * Anything else (another site, `//host`, a backslash trick, the login or register page itself) goes home.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  const path = next.split(/[?#]/, 1)[0]!;
  if (path === '/login' || path === '/register') return '/';
  return next;
}

/** The login page's address for someone on `current`, so signing in brings them back there. */
export function loginPathFrom(current: string): string {
  const back = safeReturnPath(current);
  return back === '/' ? '/login' : `/login?next=${encodeURIComponent(back)}`;
}
