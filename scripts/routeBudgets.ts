/**
 * The most JavaScript each route may need before its page shows: bytes after `gzip -9`, each file compressed
 * on its own as it travels, over the entry chunk, the chunks it imports statically, and the route's lazily
 * loaded modules (`loads`, keys of the build manifest) with their static imports. `npm run check` fails when a
 * route needs more (scripts/bundleBudget.ts); docs/performance.md, "First load", has the figures.
 *
 * How they are set: each is the size measured when the budgets were last set, rounded up to the next 512 B, plus
 * 1 KiB of room for ordinary work. A change that needs more than that says so in this file, with why.
 *
 * The home route is the exception: its budget is its goal, 1.5× the React floor (react + react-dom/client alone,
 * minified by the same build: 67,273 B, so 100,909 B), and it can only come down. The first screen stays under it
 * by shipping only what it shows: what other pages, dialogs and notices use lives in files of their own that load
 * with them (the account forms' calls, the other lists' addresses, the channel header's and the stars' styles, the
 * expired-session notice with its action names), the button classes come from a four-line function instead of a
 * recipe runtime, and lazy chunks are named by eight characters of their hash alone. The routes of every page but
 * home's and a recap's load apart from it too (src/views/OtherPages.tsx): their wrappers and the list of each page's
 * files were 1.7 KB of the entry (home 100,338 B, 1.49×, from 102,071), so its budget is what it measures, rounded up
 * to 512 B with no room. Every other route loads that file before its page (about 240 B more each), and all of them
 * were set again by the rule above when it came. The interface's languages (Lingui, decisions 0124-0126) put about
 * 2.4 KB in the entry (home 102,593 B): its budget was raised to the most the goal leaves (100,864 B, the last 512-B
 * step under it), and the entry gave back 1,169 B. The watchlist's machine loads when a member is first there or a
 * visitor first presses a watchlist button (the root keeps the presses made before it is in), as the shelf badge
 * does; what only later pages use moved out of the first screen's files (the dialog's address hook, the watchlist
 * page's and the channel filter's calls, the add-channel and series-list languages, the forms' limits, the rating's
 * rules, the channel header's count, the session's expiry text); and the entry's lazy-import helper is written
 * smaller than Vite's (scripts/smallPreloadHelper.ts), and the loads of the catalogues come with the language machine.
 * Home measured 101,424 B then: 560 B over its budget, still to find.
 * The header's icons (the mark, the menu's, the theme toggle's moon and sun) are the style sheet's since, masks over
 * the text's colour: 383 B less (103,071 B to 102,688 B).
 * Then (101,848 B): wouter and @xstate/react take useSyncExternalStore from React itself, not through the shim
 * package's two module wrappers (34 B); Lingui's element formatter is kept from the entry by a module name of its own
 * for the views' Trans (scripts/linguiFormatterApart.ts) instead of a chunk group, which had made the bundler's
 * runtime helpers a file of their own every route loaded, so they are back in the entry (156 B); and whether a search
 * names a video (the search box's hint, the pasted video's look-up) is read by code that loads just after the first
 * screen, not by the search machine (245 B). Home measured 101,413 B: 549 B over its budget.
 * Then (101,198 B): the recap language filter's counted list (src/domain/countedLanguages.ts, which the series list
 * shares) loads when the counts are in, the full list standing in until then as before (102 B); and the toasts'
 * queue loads with the first toast, the root taking every toast and keeping those asked for meanwhile, as it does
 * the watchlist's presses (113 B). 334 B over its budget.
 * Then (100,988 B): the administrator's row of links (src/views/components/AdminLinks.tsx) loads when the session
 * names one, and shows a moment after the rest of the header (13 B: its lazy wrapper costs most of what it takes
 * out); the count of suggestions waiting beside it left the session machine for a machine of its own
 * (src/machines/adminBadge.ts) that loads with the row, the session passing each decided review on to it (150 B);
 * and the recent searches' list (src/views/components/RecentSearches.tsx) loads when it first opens, on the empty
 * box's first focus, before a letter can be typed (47 B). 124 B over its budget, still to find. Measured and left:
 * the recent searches' logic out of the search machine (adding, saving, the arrow keys' highlight) gives 121 B
 * stubbed out, before the code that would load it, so it alone cannot close the gap; one wrapper for the parts that
 * load apart (LoadBoundary with Suspense) measured 51 B more, not less; the slow-answer notice must stay, the page
 * and dialog loading screens show it with no network to load it.
 *
 * The series page, the watchlist and the edit page were set again the same way when the recap dialog grew the
 * watched toggle, its offers and the spoiler shield (the series page and the watchlist list recaps with it), and the
 * series list when it grew its Status and Genre filters with their counts.
 */
export interface RouteBudget {
  route: string;
  /** Modules the route loads lazily before its page shows: its page, and a guard that loads with it. */
  loads: string[];
  /** Bytes of JavaScript, gzip. */
  budget: number;
}

const pages = 'src/views/pages/';
// Every route but home's loads the other pages' routes before its page (src/views/OtherPages.tsx).
const otherPages = 'src/views/OtherPages.tsx';
const visitorOnly = 'src/views/app/VisitorOnlyGuard.tsx';
const adminOnly = 'src/views/app/AdminGuard.tsx';

export const ROUTE_BUDGETS: RouteBudget[] = [
  // The home page ships in the entry chunk: nothing more loads before its first cards.
  { route: '/ (home)', loads: [], budget: 100_864 },
  // All below set again by the rule when the interface's messages runtime (Lingui) joined the entry every route loads.
  { route: '/series (series list)', loads: [otherPages, `${pages}SeriesListPage.tsx`], budget: 111_616 },
  { route: '/series/:slug (series page)', loads: [otherPages, `${pages}SeriesPage.tsx`], budget: 115_712 },
  // The router's entry for /account/import (its lazy page, its title) and the API client's file upload put about
  // 100 B in the entry chunk every route loads: these three had less room than that left, and were given 512 B.
  { route: '/channels', loads: [otherPages, `${pages}ChannelsPage.tsx`], budget: 125_440 },
  { route: '/recaps/channel/:channelId', loads: [otherPages, `${pages}ChannelRecapsPage.tsx`], budget: 109_056 },
  { route: '/login', loads: [otherPages, `${pages}LoginPage.tsx`], budget: 108_032 },
  // The account page shares the account forms' parts (the password field, the form message): the bundler splits
  // them into chunks of their own, and each file compressed alone costs these two routes about 50 B more.
  { route: '/register', loads: [otherPages, visitorOnly, `${pages}RegisterPage.tsx`], budget: 108_544 },
  { route: '/reset-password', loads: [otherPages, visitorOnly, `${pages}ResetPasswordPage.tsx`], budget: 107_520 },
  { route: '/reset-password-confirm', loads: [otherPages, visitorOnly, `${pages}ResetPasswordConfirmPage.tsx`], budget: 108_544 },
  { route: '/verify-email', loads: [otherPages, `${pages}VerifyEmailPage.tsx`], budget: 106_496 },
  { route: '/favourites', loads: [otherPages, `${pages}FavouritesPage.tsx`], budget: 125_440 },
  { route: '/watchlist', loads: [otherPages, `${pages}WatchlistPage.tsx`], budget: 113_152 },
  { route: '/shelf', loads: [otherPages, `${pages}ShelfPage.tsx`], budget: 113_152 },
  // Importing a list (decision 0122): 105,558 B measured when it came.
  { route: '/account/import', loads: [otherPages, `${pages}ListImportPage.tsx`], budget: 108_544 },
  // The member's settings, exports and deletion (decision 0123): 123,595 B measured when it came (the delete
  // dialog is Radix Dialog, as the other confirmations are).
  { route: '/account', loads: [otherPages, `${pages}AccountPage.tsx`], budget: 126_464 },
  // Raised by 1.5 KB for the series corrections the queue holds (their cards, the trackers' addresses and the
  // field names of src/domain/suggestionTypes.ts): an administrator's page, loaded by few.
  { route: '/admin/suggestions', loads: [otherPages, adminOnly, `${pages}admin/SuggestionsReviewPage.tsx`], budget: 126_464 },
  // These two and the queue above had less room left than the entry chunk every route loads grew by when the
  // account page, the list import and members' series corrections came (their routes, their links): 512 B more.
  { route: '/admin/add-channel', loads: [otherPages, adminOnly, `${pages}admin/AddChannelPage.tsx`], budget: 109_568 },
  { route: '/admin/thumbnail-matches', loads: [otherPages, adminOnly, `${pages}admin/ThumbnailMatchesPage.tsx`], budget: 125_440 },
  // Reject asks first (decision 0111): the two review pages now carry the confirm dialog (Radix Dialog, ~14 KB),
  // as Thumbnail Matches, Browse Channels and Favourites already did. Admin pages only; no visitor's route grew.
  { route: '/admin/pending-channels', loads: [otherPages, adminOnly, `${pages}admin/PendingChannelsPage.tsx`], budget: 124_928 },
  { route: '/recaps/:id/edit', loads: [otherPages, adminOnly, `${pages}admin/EditRecapPage.tsx`], budget: 110_080 },
  // An administrator's edit of a series' identity (decision 0117): set the same way when it came, 110,018 B measured.
  { route: '/series/:slug/edit', loads: [otherPages, adminOnly, `${pages}admin/EditSeriesPage.tsx`], budget: 112_128 },
];
