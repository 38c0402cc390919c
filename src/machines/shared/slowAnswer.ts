/*
 * Nothing waits without end: a state that waits for the server says so after a while and offers Try Again,
 * while the request it made keeps running, so the screen still fills itself when the answer comes.
 */

/** How long a screen waits for an answer before it says it is slow. */
export const SLOW_ANSWER_MS = 8000;

/** What a screen says once its answer is slow (with Try Again beside it). */
export const SLOW_ANSWER_TEXT = 'This is taking longer than usual.';

/** The tag of the waiting states the answer is slow in; read with `selectSlow`. */
const SLOW = 'slow';

/**
 * The children of a state that invokes a request: `waiting`, then after 8 s `slow` (tagged), where Try Again
 * (`request.retry`) enters `loadingState` again, which asks anew. The invoke belongs to the parent, so the
 * request in flight is not stopped by going slow: its answer still ends the wait.
 *
 * ```ts
 * loading: { invoke: { ... }, ...waitsForAnswer('#paging.loading') },
 * ```
 */
export function waitsForAnswer(loadingState: `#${string}`) {
  return {
    initial: 'waiting',
    states: {
      waiting: { after: { [SLOW_ANSWER_MS]: 'slow' } },
      slow: {
        tags: [SLOW],
        on: { 'request.retry': { target: loadingState, reenter: true } },
      },
    },
  } as const;
}

/** Whether a machine's answer is slow: true in a `waitsForAnswer` state's `slow` child. */
export function selectSlow(snapshot: { hasTag: (tag: string) => boolean }): boolean {
  return snapshot.hasTag(SLOW);
}
