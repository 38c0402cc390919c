// The mark is set as the app starts (main.tsx); useGoBack, which reads it, loads with the pages that go back.

/** Marks the history entry the app was opened on: nothing before it belongs to the app. */
export const LANDING_MARK = 'recapshelfLanding';

/**
 * Called once when the app starts in a browser. The entry the visitor landed on (a shared link, a bookmark, a
 * new tab) is marked, so Back from it would leave the site; entries the app pushes later carry no mark.
 */
export function markLandingEntry(history: History): void {
  const state: unknown = history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  history.replaceState({ ...base, [LANDING_MARK]: true }, '');
}
