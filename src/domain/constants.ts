import type { RecapSortBy, User } from '../api/types';

/** Spec section 9: page sizes. */
export const CHANNEL_PAGE_SIZE = 20;
export const FAVOURITES_PAGE_SIZE = 20;
export const SERIES_PAGE_SIZE = 24;

export const MIN_PASSWORD_LENGTH = 8;
export const SUGGESTIONS_PER_DAY = 10;

/** The recap sorts: each one's value and its id in the interface's catalogues, where its name is (English in src/locales/en.po). */
export const RECAP_SORT_OPTIONS: readonly { value: RecapSortBy; message: string }[] = [
  { value: 'published_at', message: /*i18n*/ 'sort.publishedAt' },
  { value: 'views', message: /*i18n*/ 'sort.views' },
  { value: 'duration', message: /*i18n*/ 'sort.duration' },
  { value: 'rating', message: /*i18n*/ 'sort.rating' },
  { value: 'like_count', message: /*i18n*/ 'sort.likes' },
];

/** Spec section 3: is_admin true or 1 counts as admin. */
export function isAdminUser(user: Pick<User, 'is_admin'> | null | undefined): boolean {
  return user?.is_admin === true || user?.is_admin === 1;
}
