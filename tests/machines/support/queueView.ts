import type { Id } from '../../../src/api/types';
import {
  selectDeciding,
  selectItemError,
  selectLoadError,
  selectQueueItems,
  selectQueueStatus,
  type QueueSnapshot,
} from '../../../src/machines/reviewQueue';

/** What an admin queue's page shows at a step: where the queue stands, the items listed, and its errors. */
export function queueView<TItem extends { id: Id }, TDecision extends string>(snapshot: QueueSnapshot<TItem, TDecision, unknown>) {
  return {
    status: selectQueueStatus(snapshot),
    ids: selectQueueItems(snapshot).map((item) => item.id),
    loadError: selectLoadError(snapshot),
    deciding: selectDeciding(snapshot),
    itemError: selectItemError(snapshot),
  };
}
