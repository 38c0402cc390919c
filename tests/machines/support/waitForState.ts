import { waitFor, type AnyActorRef, type SnapshotFrom } from 'xstate';

/**
 * Waits for an actor to reach a snapshot, as XState's `waitFor`, but fails after two seconds instead of waiting
 * forever: a machine that never gets there (a mistake, or a mutant in a mutation run) fails the test at once.
 */
export function waitForState<TActor extends AnyActorRef>(
  actor: TActor,
  predicate: (snapshot: SnapshotFrom<TActor>) => boolean,
): Promise<SnapshotFrom<TActor>> {
  return waitFor(actor, predicate, { timeout: 2_000 });
}
