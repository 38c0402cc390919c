import { SHELF_STATUSES, type ShelfStatus } from '../api/types';

/** How each list status reads on the shelf (AniList's names, for a recap catalogue: watching, not reading). */
export const SHELF_STATUS_LABELS: Record<ShelfStatus, string> = {
  watching: 'Watching',
  planning: 'Planning',
  completed: 'Completed',
  paused: 'Paused',
  dropped: 'Dropped',
};

/** The statuses in the order a member chooses among them. */
export const SHELF_STATUS_CHOICES: readonly ShelfStatus[] = SHELF_STATUSES;
