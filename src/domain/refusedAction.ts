/**
 * The name of what a person did that a call stands for, so a call refused because the session had expired can
 * be named to them ("Add to Watchlist" was not done). A call that only reads (GET), or one no control makes,
 * has no name: the screen then says only that the session expired.
 */
const ACTIONS: { method: string; path: RegExp; name: string }[] = [
  { method: 'POST', path: /^\/watchlist$/, name: 'Add to Watchlist' },
  { method: 'DELETE', path: /^\/watchlist\/[^/]+$/, name: 'Remove from Watchlist' },
  { method: 'POST', path: /^\/channels\/[^/]+\/favourite$/, name: 'Add to Favourites' },
  { method: 'DELETE', path: /^\/channels\/[^/]+\/favourite$/, name: 'Remove from Favourites' },
  { method: 'POST', path: /^\/recaps\/[^/]+\/rate$/, name: 'Rate this recap' },
  { method: 'PUT', path: /^\/recaps\/[^/]+$/, name: 'Save Changes' },
  { method: 'PUT', path: /^\/series\/[^/]+\/progress$/, name: 'Save reading place' },
  { method: 'DELETE', path: /^\/series\/[^/]+\/progress$/, name: 'Clear reading place' },
  { method: 'POST', path: /^\/series\/[^/]+\/follow$/, name: 'Follow series' },
  { method: 'DELETE', path: /^\/series\/[^/]+\/follow$/, name: 'Unfollow series' },
  { method: 'POST', path: /^\/account\/feed-token$/, name: 'Create feed address' },
  { method: 'POST', path: /^\/suggestions$/, name: 'Suggest series name' },
  { method: 'PUT', path: /^\/suggestions\/admin\/[^/]+$/, name: 'Review suggestion' },
  { method: 'PUT', path: /^\/channels\/[^/]+\/deactivate$/, name: 'Deactivate channel' },
  { method: 'PUT', path: /^\/channels\/[^/]+\/reactivate$/, name: 'Reactivate channel' },
  { method: 'POST', path: /^\/admin\/channels$/, name: 'Add Channel' },
  { method: 'PUT', path: /^\/admin\/pending-channels\/[^/]+\/approve$/, name: 'Approve channel' },
  { method: 'PUT', path: /^\/admin\/pending-channels\/[^/]+\/reject$/, name: 'Reject channel' },
  { method: 'DELETE', path: /^\/admin\/thumbnail-matches\/[^/]+$/, name: 'Delete match' },
];

/** The action a call (its method and path under /api) stands for, or null when it names none. */
export function refusedActionName(method: string, path: string): string | null {
  return ACTIONS.find((action) => action.method === method && action.path.test(path))?.name ?? null;
}

/** What the screen says while the member is signed out: the spec's sentence, then what was not done. */
export function refusedBeforeLogin(action: string): string {
  return `"${action}" was not done.`;
}

/** What the page says once the member has logged in again: what was not done, to do again. */
export function refusedAfterLogin(action: string): string {
  return `Your session had expired, so "${action}" was not done. Please try it again.`;
}
