import type { Id } from '../../../src/api/types';
import {
  selectDeciding,
  selectItemError,
  selectLoadError,
  selectQueueItems,
  selectQueueStatus,
  type QueueSnapshot,
  type QueueText,
} from '../../../src/machines/reviewQueue';
import { inEnglish } from './appActors';

/** What a queue says, as the English interface shows it: a message as the English catalogue says it, a text as it is. */
export function queueTextInEnglish(text: QueueText): string {
  return typeof text === 'string' ? text : inEnglish(text);
}

/** What an admin queue's page shows at a step: where the queue stands, the items listed, and its errors (in English). */
export function queueView<TItem extends { id: Id }, TDecision extends string>(snapshot: QueueSnapshot<TItem, TDecision, unknown>) {
  return {
    status: selectQueueStatus(snapshot),
    ids: selectQueueItems(snapshot).map((item) => item.id),
    loadError: ((text) => (text === null ? null : queueTextInEnglish(text)))(selectLoadError(snapshot)),
    deciding: selectDeciding(snapshot),
    itemError: ((error) => (error === null ? null : { id: error.id, text: queueTextInEnglish(error.text) }))(selectItemError(snapshot)),
  };
}
