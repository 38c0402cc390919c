import { afterAll } from 'vitest';
import { Actor, type AnyActorLogic, type AnyActorRef } from 'xstate';

/**
 * The node project's setup (vitest.config.ts): every actor a test file starts on its own (not one a machine
 * invoked or spawned) is stopped when the file ends. Its files share one process per worker, so a session a file
 * left running would otherwise hear the next file's 401s through the API client's listeners
 * (src/api/unauthorized.ts) and have its followers call that file's server.
 *
 * This file runs again before each test file, but XState is loaded once per process: `start` is wrapped once, and
 * the actors it records are kept on the process (a symbol on globalThis) for whichever file is running.
 */
const STARTED = Symbol.for('recapshelf.test.actorsStartedInThisFile');
const processWide = globalThis as typeof globalThis & { [STARTED]?: Set<AnyActorRef> };

if (processWide[STARTED] === undefined) {
  const started = new Set<AnyActorRef>();
  processWide[STARTED] = started;
  const prototype = Actor.prototype as Actor<AnyActorLogic>;
  const start = prototype.start;
  prototype.start = function startAndRecord(this: Actor<AnyActorLogic>) {
    if (this._parent === undefined) started.add(this);
    return start.call(this);
  };
}

afterAll(() => {
  const started = processWide[STARTED]!;
  // The last started first: an actor started with another in its input (a page with the session it follows) may
  // still tell that one something as it stops.
  for (const actor of [...started].reverse()) actor.stop();
  started.clear();
});
