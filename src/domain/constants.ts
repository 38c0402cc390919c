import type { RecapSortBy, User } from '../api/types';

/** Spec section 9: page sizes. */
export const CHANNEL_PAGE_SIZE = 20;
export const FAVOURITES_PAGE_SIZE = 20;
export const SERIES_PAGE_SIZE = 24;

export const MIN_PASSWORD_LENGTH = 8;
export const SUGGESTIONS_PER_DAY = 10;

/** The recap sorts: the spec's English names, and each one's id in the interface's catalogues. */
export const RECAP_SORT_OPTIONS: readonly { value: RecapSortBy; label: string; message: string }[] = [
  { value: 'published_at', label: 'Published date', message: /*i18n*/ 'sort.publishedAt' },
  { value: 'views', label: 'Views', message: /*i18n*/ 'sort.views' },
  { value: 'duration', label: 'Duration', message: /*i18n*/ 'sort.duration' },
  { value: 'rating', label: 'Rating', message: /*i18n*/ 'sort.rating' },
  { value: 'like_count', label: 'Likes', message: /*i18n*/ 'sort.likes' },
];

/** Spec section 3: is_admin true or 1 counts as admin. */
export function isAdminUser(user: Pick<User, 'is_admin'> | null | undefined): boolean {
  return user?.is_admin === true || user?.is_admin === 1;
}
