import type { RecapSortBy, User } from '../api/types';

/** Spec section 9: page sizes. */
export const CHANNEL_PAGE_SIZE = 20;
export const FAVOURITES_PAGE_SIZE = 20;
export const SERIES_PAGE_SIZE = 24;

export const MIN_PASSWORD_LENGTH = 8;
export const SUGGESTIONS_PER_DAY = 10;

export const RECAP_SORT_OPTIONS: readonly { value: RecapSortBy; label: string }[] = [
  { value: 'published_at', label: 'Published date' },
  { value: 'views', label: 'Views' },
  { value: 'duration', label: 'Duration' },
  { value: 'rating', label: 'Rating' },
  { value: 'like_count', label: 'Likes' },
];

/** Spec section 3: is_admin true or 1 counts as admin. */
export function isAdminUser(user: Pick<User, 'is_admin'> | null | undefined): boolean {
  return user?.is_admin === true || user?.is_admin === 1;
}
