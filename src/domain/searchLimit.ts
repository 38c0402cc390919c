/**
 * The longest search the server accepts, in a file of its own: the first screen's search box reads it, and the
 * other limits (src/domain/limits.ts, which gives this one too) are for forms that load with their pages.
 */
export const SEARCH_MAX_LENGTH = 200;
