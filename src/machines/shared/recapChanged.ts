import type { ActorRef, Snapshot } from 'xstate';
import type { Id, Recap } from '../../api/types';

/**
 * What a machine tells the recap list on the same page after it changed a recap (a rating, a status), so the
 * card shows the change without a reload. The list is handed to the machine in its input.
 */
export interface RecapChangedEvent {
  type: 'recap.changed';
  recapId: Id;
  changes: Partial<Recap>;
}

export type RecapChangedListener = ActorRef<Snapshot<unknown>, RecapChangedEvent>;
