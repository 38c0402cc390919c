/**
 * Who may call each /api route, as spec section 6 gives the roles. The server declares each route's access in
 * its options (`config.access`, checked by server/auth/access.ts); tests/server/authorization.test.ts calls every
 * row as an anonymous visitor, a member, another member and an administrator, and fails when the app registers
 * a route this table does not list.
 *
 * - public: anyone; a session only changes what is shown (is_favourited, user_rating).
 * - user:   any logged-in account (401 otherwise); each acts on its own rows only.
 * - admin:  administrators (401 anonymous, 403 members).
 * - self:   only the user the URL names, which must be the session's own (GET /channels?userId=…);
 *           anyone else, administrators included, gets 403.
 *
 * Sample URLs and bodies name rows of a small fixture the test creates: channel 1 (visible), channel 2
 * (to deactivate), recap 1 (series `first`), recap 2 (series `second`), suggestion 1, pending channels 1 and 2, thumbnail match 1, and the account
 * `access-table-user` with the password `access-table-password`. `{memberId}` stands for the member's id.
 */
export type Access = 'public' | 'user' | 'admin' | 'self';

export interface AccessRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as registered (Fastify pattern, with the /api prefix). */
  route: string;
  /** A callable URL for it. */
  url: string;
  access: Access;
  body?: Record<string, unknown>;
  /** false when the sample cannot succeed (a made-up token): allowed callers then get a 4xx that is not 401/403. */
  sampleSucceeds?: boolean;
}

export const ACCESS_TABLE: readonly AccessRoute[] = [
  { method: 'GET', route: '/api/health', url: '/api/health', access: 'public' },

  { method: 'GET', route: '/api/recaps', url: '/api/recaps?search=recap&limit=5', access: 'public' },
  { method: 'GET', route: '/api/recaps/languages', url: '/api/recaps/languages', access: 'public' },
  { method: 'GET', route: '/api/recaps/language-counts', url: '/api/recaps/language-counts', access: 'public' },
  { method: 'GET', route: '/api/recaps/:id', url: '/api/recaps/1', access: 'public' },
  { method: 'PUT', route: '/api/recaps/:id', url: '/api/recaps/1', access: 'admin', body: { series_name: 'Edited Series', status: 'Completed', thumbnail_url: null } },
  { method: 'POST', route: '/api/recaps/:id/watched', url: '/api/recaps/1/watched', access: 'user' },
  { method: 'DELETE', route: '/api/recaps/:id/watched', url: '/api/recaps/1/watched', access: 'user' },
  { method: 'POST', route: '/api/recaps/:id/rate', url: '/api/recaps/1/rate', access: 'user', body: { rating: 4 } },

  { method: 'GET', route: '/api/channels', url: '/api/channels?sortBy=subscriber_count&sortOrder=desc', access: 'public' },
  { method: 'GET', route: '/api/channels', url: '/api/channels?userId={memberId}', access: 'self' },
  { method: 'GET', route: '/api/channels/:id', url: '/api/channels/1', access: 'public' },
  { method: 'GET', route: '/api/channels/favourites', url: '/api/channels/favourites?page=1&limit=20', access: 'user' },
  { method: 'GET', route: '/api/channels/favourites/check/:id', url: '/api/channels/favourites/check/1', access: 'public' },
  { method: 'POST', route: '/api/channels/:id/favourite', url: '/api/channels/1/favourite', access: 'user' },
  { method: 'DELETE', route: '/api/channels/:id/favourite', url: '/api/channels/1/favourite', access: 'user' },
  { method: 'PUT', route: '/api/channels/:id/deactivate', url: '/api/channels/2/deactivate', access: 'admin' },
  { method: 'PUT', route: '/api/channels/:id/reactivate', url: '/api/channels/2/reactivate', access: 'admin' },
  { method: 'GET', route: '/api/stats', url: '/api/stats', access: 'public' },

  { method: 'GET', route: '/api/series', url: '/api/series?search=first&sortBy=name', access: 'public' },
  { method: 'GET', route: '/api/series/language-counts', url: '/api/series/language-counts', access: 'public' },
  { method: 'GET', route: '/api/series/value-counts', url: '/api/series/value-counts', access: 'public' },
  { method: 'GET', route: '/api/series/following', url: '/api/series/following', access: 'user' },
  { method: 'GET', route: '/api/series/:slug', url: '/api/series/first', access: 'public' },
  { method: 'PUT', route: '/api/series/:slug/progress', url: '/api/series/first/progress', access: 'user', body: { chapter: 12 } },
  { method: 'DELETE', route: '/api/series/:slug/progress', url: '/api/series/first/progress', access: 'user' },
  { method: 'POST', route: '/api/series/:slug/follow', url: '/api/series/first/follow', access: 'user' },
  { method: 'PUT', route: '/api/series/:slug/follow', url: '/api/series/first/follow', access: 'user', body: { status: 'planning' } },
  { method: 'DELETE', route: '/api/series/:slug/follow', url: '/api/series/first/follow', access: 'user' },
  { method: 'GET', route: '/api/shelf', url: '/api/shelf', access: 'user' },
  { method: 'GET', route: '/api/shelf/new-count', url: '/api/shelf/new-count', access: 'user' },
  { method: 'POST', route: '/api/shelf/visit', url: '/api/shelf/visit', access: 'user' },
  { method: 'GET', route: '/api/admin/series/:slug/covers', url: '/api/admin/series/second/covers', access: 'admin' },
  { method: 'PUT', route: '/api/admin/series/:slug', url: '/api/admin/series/second', access: 'admin', body: { name: 'Second Series', aliases: ['The Second'] } },
  { method: 'POST', route: '/api/admin/series/merge', url: '/api/admin/series/merge', access: 'admin', body: { from: 'second', into: 'first' } },

  { method: 'GET', route: '/api/account/feed-token', url: '/api/account/feed-token', access: 'user' },
  { method: 'POST', route: '/api/account/feed-token', url: '/api/account/feed-token', access: 'user' },
  { method: 'GET', route: '/api/account/spoiler-shield', url: '/api/account/spoiler-shield', access: 'user' },
  { method: 'PUT', route: '/api/account/spoiler-shield', url: '/api/account/spoiler-shield', access: 'user', body: { spoiler_shield: true } },
  { method: 'PUT', route: '/api/account/language', url: '/api/account/language', access: 'user', body: { language: 'es' } },
  { method: 'POST', route: '/api/account/import', url: '/api/account/import', access: 'user', body: { data: { MediaListCollection: { lists: [] } } } },
  { method: 'POST', route: '/api/account/import/apply', url: '/api/account/import/apply', access: 'user', body: { entries: [{ slug: 'first', status: 'planning', chapters: 0 }] } },
  { method: 'GET', route: '/api/account/export', url: '/api/account/export', access: 'user' },
  { method: 'GET', route: '/api/account/export/mal.xml', url: '/api/account/export/mal.xml', access: 'user' },
  // A wrong password: the sample must not delete the accounts the later rows call as.
  { method: 'DELETE', route: '/api/account', url: '/api/account', access: 'user', body: { password: 'not-the-password' }, sampleSucceeds: false },

  { method: 'GET', route: '/api/watchlist', url: '/api/watchlist', access: 'user' },
  { method: 'POST', route: '/api/watchlist', url: '/api/watchlist', access: 'user', body: { recapId: 1 } },
  { method: 'DELETE', route: '/api/watchlist/:recapId', url: '/api/watchlist/1', access: 'user' },

  { method: 'POST', route: '/api/suggestions', url: '/api/suggestions', access: 'user', body: { recap_id: 1, suggested_series_name: 'Suggested Series' } },
  { method: 'GET', route: '/api/suggestions/mine', url: '/api/suggestions/mine?recap_id=1', access: 'user' },
  { method: 'POST', route: '/api/suggestions/series', url: '/api/suggestions/series', access: 'user', body: { slug: 'first', type: 'status', value: 'ongoing' } },
  { method: 'GET', route: '/api/suggestions/mine/all', url: '/api/suggestions/mine/all?series=first', access: 'user' },
  { method: 'GET', route: '/api/suggestions/admin/pending', url: '/api/suggestions/admin/pending', access: 'admin' },
  { method: 'GET', route: '/api/suggestions/admin/pending/count', url: '/api/suggestions/admin/pending/count', access: 'admin' },
  { method: 'PUT', route: '/api/suggestions/admin/:id', url: '/api/suggestions/admin/1', access: 'admin', body: { status: 'approved', admin_notes: 'Looks right' } },

  { method: 'GET', route: '/api/admin/pending-channels', url: '/api/admin/pending-channels', access: 'admin' },
  {
    method: 'PUT',
    route: '/api/admin/pending-channels/:id/approve',
    url: '/api/admin/pending-channels/1/approve',
    access: 'admin',
    body: { channel_name: 'Approved Channel', language: 'en', active: 1, full_scan: 1, status: 'verified' },
  },
  { method: 'PUT', route: '/api/admin/pending-channels/:id/reject', url: '/api/admin/pending-channels/2/reject', access: 'admin', body: { full_scan: 0, status: 'verified' } },
  { method: 'POST', route: '/api/admin/check-channel', url: '/api/admin/check-channel', access: 'admin', body: { url: 'https://www.youtube.com/@AccessTableChannel' } },
  {
    method: 'POST',
    route: '/api/admin/channels',
    url: '/api/admin/channels',
    access: 'admin',
    body: {
      name: 'Access Table Channel',
      url: 'https://www.youtube.com/@AccessTableChannel',
      active: 1,
      full_scan: 1,
      language: 'en',
      description: null,
      youtube_channel_id: null,
      subscriber_count: null,
      verified: 0,
    },
  },
  { method: 'GET', route: '/api/admin/thumbnail-matches', url: '/api/admin/thumbnail-matches', access: 'admin' },
  { method: 'DELETE', route: '/api/admin/thumbnail-matches/:id', url: '/api/admin/thumbnail-matches/1', access: 'admin' },

  { method: 'POST', route: '/api/auth/register', url: '/api/auth/register', access: 'public', body: { username: 'newcomer', email: 'newcomer@example.com', password: 'newcomer-password' } },
  { method: 'POST', route: '/api/auth/login', url: '/api/auth/login', access: 'public', body: { loginIdentifier: 'access-table-user', password: 'access-table-password' } },
  { method: 'POST', route: '/api/auth/resend-verification', url: '/api/auth/resend-verification', access: 'public', body: { email: 'nobody@example.com' } },
  { method: 'POST', route: '/api/auth/reset-password', url: '/api/auth/reset-password', access: 'public', body: { email: 'nobody@example.com' } },
  {
    method: 'POST',
    route: '/api/auth/reset-password-confirm',
    url: '/api/auth/reset-password-confirm',
    access: 'public',
    body: { token: 'made-up-token', password: 'another-password' },
    sampleSucceeds: false,
  },
  { method: 'GET', route: '/api/auth/verify-email', url: '/api/auth/verify-email?token=made-up-token', access: 'public', sampleSucceeds: false },
  { method: 'GET', route: '/api/auth/me', url: '/api/auth/me', access: 'public' },
  { method: 'POST', route: '/api/auth/logout', url: '/api/auth/logout', access: 'public' },
];
