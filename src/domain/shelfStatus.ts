import { SHELF_STATUSES, type ShelfStatus } from '../api/types';

/** How each list status reads on the shelf (AniList's names, for a recap catalogue: watching, not reading). */
export const SHELF_STATUS_LABELS: Record<ShelfStatus, string> = {
  watching: 'Watching',
  planning: 'Planning',
  completed: 'Completed',
  paused: 'Paused',
  dropped: 'Dropped',
};

/** Each list status's message, which says it in the reader's language (English: the labels above). */
export const SHELF_STATUS_MESSAGES: Record<ShelfStatus, string> = {
  watching: /*i18n*/ 'shelf.status.watching',
  planning: /*i18n*/ 'shelf.status.planning',
  completed: /*i18n*/ 'shelf.status.completed',
  paused: /*i18n*/ 'shelf.status.paused',
  dropped: /*i18n*/ 'shelf.status.dropped',
};

/** The statuses in the order a member chooses among them. */
export const SHELF_STATUS_CHOICES: readonly ShelfStatus[] = SHELF_STATUSES;
