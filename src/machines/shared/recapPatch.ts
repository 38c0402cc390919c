import type { ActorRef, Snapshot } from 'xstate';
import type { Id, Recap } from '../../api/types';

/**
 * What a machine sends the recap list's paging actor after it changed a recap (a rating, a status), so the
 * card shows the change without a reload: the paging actor's own `item.patch`. The paging actor is handed to
 * the machine in its input.
 */
interface RecapPatchEvent {
  type: 'item.patch';
  id: Id;
  changes: Partial<Recap>;
}

export type RecapPatchTarget = ActorRef<Snapshot<unknown>, RecapPatchEvent>;

/**
 * A list of recaps as the cards show it (a paging actor): a machine both patches its recap there and follows
 * what the list says of it, as a watched toggle follows a mark the dialog set or a list loaded again.
 */
export type RecapListRef = ActorRef<Snapshot<unknown> & { context: { items: readonly Recap[] } }, RecapPatchEvent>;
