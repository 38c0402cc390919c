/**
 * The files the account page offers to save: plain links, so the browser downloads them under the name the server
 * gives (Content-Disposition) with no script in between. Server: server/routes/account.ts.
 */
export const ACCOUNT_EXPORT_URL = '/api/account/export';
export const MAL_EXPORT_URL = '/api/account/export/mal.xml';
