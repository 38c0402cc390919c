import { act, render, type RenderResult } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { memoryLocation } from 'wouter/memory-location';
import type { Id, LanguageCount, SeriesLanguageCount, SeriesValueCounts, QueueSuggestion, User } from '../../../src/api/types';
import { App } from '../../../src/views/App';
import { LANDING_MARK } from '../../../src/views/landingEntry';
import { server } from './server';
import { buildSuggestion } from '../../support/factories';

export const API = 'http://localhost:3000/api';

export const demoUser: User = { id: 2, username: 'demo', email: 'demo@example.com', is_admin: false };
export const demoAdmin: User = { id: 1, username: 'admin', email: 'admin@example.com', is_admin: true };

export interface RenderRouteOptions {
  /** Who GET /api/auth/me says is logged in; null or absent answers `{ user: null }`, as the server does for a visitor. */
  user?: User | null;
  /** What GET /api/watchlist answers for a logged-in user. */
  watchlist?: Id[];
  /** What GET /api/suggestions/admin/pending answers for an admin; the header's count (…/pending/count) is their number. */
  pendingSuggestions?: QueueSuggestion[];
  /** What GET /api/recaps/language-counts answers; by default en, ja and ko have recaps. */
  languageCounts?: LanguageCount[];
  seriesValueCounts?: SeriesValueCounts;
  /** What GET /api/series/language-counts answers; by default en and ko have series. */
  seriesLanguageCounts?: SeriesLanguageCount[];
  /** What GET /api/shelf/new-count answers for a member (the header's Shelf badge); 0 by default. */
  shelfNewCount?: number;
  /** More handlers; they take precedence over the ones above. */
  handlers?: RequestHandler[];
  /**
   * The page's own history (jsdom's `window.history`) instead of a memory location: for what needs Back, the
   * history entry's state or a reload. `location` and `navigate` then follow the window; `history` holds the
   * first address only (`window.history.length` counts the entries).
   */
  browserHistory?: boolean;
}

export interface RenderRouteResult extends RenderResult {
  /** The current path plus search, e.g. "/?search=solo". */
  location: () => string;
  /** Every location visited, first to last. */
  history: string[];
  /** Moves to another address as the browser would. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const DEFAULT_LANGUAGE_COUNTS: LanguageCount[] = [
  { language: 'en', recaps: 40 },
  { language: 'ja', recaps: 3 },
  { language: 'ko', recaps: 12 },
];

const DEFAULT_SERIES_LANGUAGE_COUNTS: SeriesLanguageCount[] = [
  { language: 'en', series: 8 },
  { language: 'ko', series: 2 },
];

/** Renders the whole app at `path`, with the session, watchlist and admin badge answered at the network layer. */
export function renderRoute(path: string, options: RenderRouteOptions = {}): RenderRouteResult {
  const user = options.user ?? null;
  // msw tries handlers in the order given, so the caller's own come first.
  server.use(
    ...(options.handlers ?? []),
    http.get(`${API}/auth/me`, () => HttpResponse.json({ user })),
    http.post(`${API}/auth/logout`, () => HttpResponse.json({ message: 'Logged out successfully' })),
    http.get(`${API}/watchlist`, () =>
      user === null ? HttpResponse.json({ error: 'Not authenticated', message: 'Not authenticated' }, { status: 401 }) : HttpResponse.json(options.watchlist ?? []),
    ),
    // A member who has suggested nothing yet, unless a test answers otherwise.
    http.get(`${API}/suggestions/mine`, () => HttpResponse.json({ suggestion: null, daily_remaining: 10 })),
    http.get(`${API}/suggestions/admin/pending/count`, () => HttpResponse.json({ count: (options.pendingSuggestions ?? []).length })),
    http.get(`${API}/suggestions/admin/pending`, () => HttpResponse.json(options.pendingSuggestions ?? [])),
    // A member's own suggestions for a series (the series page's corrections): none unless a test says.
    http.get(`${API}/suggestions/mine/all`, () => HttpResponse.json({ suggestions: [], daily_remaining: 10 })),
    http.get(`${API}/recaps/language-counts`, () => HttpResponse.json(options.languageCounts ?? DEFAULT_LANGUAGE_COUNTS)),
    http.get(`${API}/series/language-counts`, () => HttpResponse.json(options.seriesLanguageCounts ?? DEFAULT_SERIES_LANGUAGE_COUNTS)),
    // No series has a status or genre unless a test says so: the list then shows no Status or Genre control.
    http.get(`${API}/series/value-counts`, () => HttpResponse.json(options.seriesValueCounts ?? { statuses: [], genres: [] })),
    // The watchlist page also lists a member's followed series, says whether they have a feed address and
    // shows their spoiler shield.
    http.get(`${API}/series/following`, () => HttpResponse.json({ data: [] })),
    // A member's header counts what is new on their shelf; leaving the shelf records the visit.
    http.get(`${API}/shelf/new-count`, () => HttpResponse.json({ count: options.shelfNewCount ?? 0 })),
    http.post(`${API}/shelf/visit`, () => HttpResponse.json({ last_visit_at: new Date().toISOString() })),
    http.get(`${API}/account/feed-token`, () => HttpResponse.json({ active: false, created_at: null })),
    http.get(`${API}/account/spoiler-shield`, () => HttpResponse.json({ spoiler_shield: false })),
    // A page a test ends on by leaving for home (after login or logout, from the logo, a "Find Recaps" link) lists
    // an empty catalogue, so its list call is answered rather than left to fail after the test has moved on.
    http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false })),
  );
  if (options.browserHistory) {
    window.history.replaceState({ [LANDING_MARK]: true }, '', path);
    const here = () => `${window.location.pathname}${window.location.search}`;
    const result = render(<App />);
    return {
      ...result,
      location: here,
      history: [path],
      navigate: (to, navigation) => act(() => (navigation?.replace ? window.history.replaceState(null, '', to) : window.history.pushState(null, '', to))),
    };
  }
  const memory = memoryLocation({ path, record: true });
  const result = render(<App locationHook={memory.hook} searchHook={memory.searchHook} />);
  const location = () => {
    const last = memory.history[memory.history.length - 1] ?? path;
    return last;
  };
  // A navigation is an event the page answers by rendering, as a click is: inside act, like testing-library's own events.
  return { ...result, location, history: memory.history, navigate: (to, navigation) => act(() => memory.navigate(to, navigation)) };
}

/** A pending suggestion, for tests that need the Admin count. */
export function pendingSuggestion(id: Id): QueueSuggestion {
  return buildSuggestion(id);
}

/**
 * Lets `ms` pass with the page live, for a test that proves nothing more happens once the page has settled: the
 * answers and timers that land meanwhile render inside act, as they would unseen in a browser.
 */
export const settle = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
