/**
 * The client's pages: every address pattern the app answers, in the order its router tries them
 * (src/views/App.tsx). Anything else is Not Found. The server writes links into feeds and mails with the same
 * patterns, and a test holds each link it writes to one of them.
 */
export const ROUTES = {
  home: '/',
  channelRecaps: '/recaps/channel/:channelId',
  channels: '/channels',
  seriesList: '/series',
  series: '/series/:slug',
  editSeries: '/series/:slug/edit',
  favourites: '/favourites',
  watchlist: '/watchlist',
  shelf: '/shelf',
  listImport: '/account/import',
  account: '/account',
  register: '/register',
  login: '/login',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  resetPasswordConfirm: '/reset-password-confirm',
  // A recap's own address, the one feeds link to: after the channel's list, which /recaps/:id would also take.
  recap: '/recaps/:id',
  editRecap: '/recaps/:id/edit',
  adminSuggestions: '/admin/suggestions',
  adminAddChannel: '/admin/add-channel',
  adminThumbnailMatches: '/admin/thumbnail-matches',
  adminPendingChannels: '/admin/pending-channels',
} as const;

type RouteName = keyof typeof ROUTES;

/** The address of one recap (a feed entry's link). */
export const recapPath = (id: number) => `/recaps/${id}`;

/** The address of a channel's recaps (a card's channel link, the recap dialog's channel name). */
export const channelRecapsPath = (channelId: number) => `/recaps/channel/${channelId}`;

/** A pattern as the router reads it: each `:name` is one segment of anything but "/", a last "/" is optional. */
function patternRegExp(pattern: string): RegExp {
  const body = pattern.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${body}/?$`, 'i');
}

/** The route that takes `path` (without query), the first in the router's order; null when the app shows Not Found. */
export function routeOf(path: string): RouteName | null {
  const names = Object.keys(ROUTES) as RouteName[];
  return names.find((name) => patternRegExp(ROUTES[name]).test(path)) ?? null;
}
