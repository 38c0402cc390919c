/**
 * The longest text the server accepts in each field. The server's schemas and the forms' inputs both read
 * these, so a form caps and counts a field at the very limit the server enforces, and a person never meets
 * the server's refusal for a length the form let them type.
 */
export { SEARCH_MAX_LENGTH } from './searchLimit';
export const RECAP_STATUS_MAX_LENGTH = 40;
export const THUMBNAIL_URL_MAX_LENGTH = 2048;
export const CHANNEL_NAME_MAX_LENGTH = 200;
export const CHANNEL_URL_MAX_LENGTH = 2048;
export const CHANNEL_DESCRIPTION_MAX_LENGTH = 5000;
export const YOUTUBE_CHANNEL_ID_MAX_LENGTH = 64;
export const ADMIN_NOTES_MAX_LENGTH = 2000;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
// argon2 hashes any length, but hashing megabytes per request would be a cheap way to load the server.
export const PASSWORD_MAX_LENGTH = 256;
