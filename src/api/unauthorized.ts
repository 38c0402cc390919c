/**
 * Every 401 the API answers, told to whoever listens (the session machine), so an expired session is noticed
 * by the one actor that knows who is signed in, whichever screen made the call.
 */
/** The call that was answered 401: its method and its path under /api. */
export interface RefusedCall {
  method: string;
  path: string;
}

type Listener = (call: RefusedCall) => void;

const listeners = new Set<Listener>();

/** Calls `listener` on each 401; returns the unsubscribe. */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyUnauthorized(call: RefusedCall): void {
  for (const listener of listeners) listener(call);
}
