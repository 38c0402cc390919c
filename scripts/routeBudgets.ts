/**
 * The most JavaScript each route may need before its page shows: bytes after `gzip -9`, each file compressed
 * on its own as it travels, over the entry chunk, the chunks it imports statically, and the route's lazily
 * loaded modules (`loads`, keys of the build manifest) with their static imports. `npm run check` fails when a
 * route needs more (scripts/bundleBudget.ts); docs/performance.md, "First load", has the figures.
 *
 * How they are set: each is the size measured when the budgets were last set, rounded up to the next 512 B, plus
 * 1 KiB of room for ordinary work. A change that needs more than that says so in this file, with why.
 *
 * The home route is the exception: its budget is its goal itself, 1.5× the React floor (react + react-dom/client
 * alone, minified by the same build: 67,273 B, so 100,909 B), and it can only come down. It carries the interface's
 * languages (Lingui's runtime, about 2.4 KB; decisions 0124-0126; the messages come in the page, not in the code).
 * The first screen stays under it by shipping only what it shows; what other pages, dialogs, notices and roles use
 * loads when first needed:
 * - the routes of every page but home's and a recap's (src/views/OtherPages.tsx, 1.7 KB), the dialog's address hook,
 *   the other lists' addresses and calls, the forms' limits, the rating's rules, the session's expiry notice;
 * - the watchlist's and the toasts' machines (the root keeps the presses and toasts made before they are in), the
 *   administrator's row of links with its count of suggestions waiting (src/machines/adminBadge.ts), the recent
 *   searches' list (on the empty box's first focus), the language filter's counted list (when the counts are in), the
 *   reading of a video in a search (the hint, the pasted video's look-up), the catalogues' loads;
 * - Lingui's element formatter (what `Trans` renders links with) goes with the views' Trans alone
 *   (scripts/linguiFormatterApart.ts), wouter and @xstate/react take useSyncExternalStore from React itself, the
 *   header's icons are the style sheet's masks, the button classes come from a four-line function, the lazy-import
 *   helper is smaller than Vite's (scripts/smallPreloadHelper.ts), and lazy chunks are named by eight characters of
 *   their hash alone.
 * Measured and left: the recent searches' logic out of the search machine (121 B before the code that would load it),
 * one wrapper for the parts that load apart (51 B more, not less); the slow-answer notice stays, as the loading
 * screens show it when there is no network to load it with.
 *
 * The routes below were set again by the rule when each page they show was translated: the pages that say a
 * server's refusal by its code (the account forms, the import page) load the codes' English table with it.
 * The series page, the watchlist and the edit page were set again the same way when the recap dialog grew the
 * watched toggle, its offers and the spoiler shield (the series page and the watchlist list recaps with it), and the
 * series list when it grew its Status and Genre filters with their counts. The admin pages and the watchlist were set
 * again by the rule when they were translated: they say the server's refusals by their codes (the codes' table loads
 * with them) and name languages in the reader's language.
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
  { route: '/ (home)', loads: [], budget: 100_909 },
  // All below set again by the rule when the interface's messages runtime (Lingui) joined the entry every route loads.
  { route: '/series (series list)', loads: [otherPages, `${pages}SeriesListPage.tsx`], budget: 111_616 },
  { route: '/series/:slug (series page)', loads: [otherPages, `${pages}SeriesPage.tsx`], budget: 117_760 },
  // The router's entry for /account/import (its lazy page, its title) and the API client's file upload put about
  // 100 B in the entry chunk every route loads: these three had less room than that left, and were given 512 B.
  { route: '/channels', loads: [otherPages, `${pages}ChannelsPage.tsx`], budget: 125_440 },
  { route: '/recaps/channel/:channelId', loads: [otherPages, `${pages}ChannelRecapsPage.tsx`], budget: 110_592 },
  { route: '/login', loads: [otherPages, `${pages}LoginPage.tsx`], budget: 109_568 },
  // The account page shares the account forms' parts (the password field, the form message): the bundler splits
  // them into chunks of their own, and each file compressed alone costs these two routes about 50 B more.
  { route: '/register', loads: [otherPages, visitorOnly, `${pages}RegisterPage.tsx`], budget: 110_592 },
  { route: '/reset-password', loads: [otherPages, visitorOnly, `${pages}ResetPasswordPage.tsx`], budget: 109_056 },
  { route: '/reset-password-confirm', loads: [otherPages, visitorOnly, `${pages}ResetPasswordConfirmPage.tsx`], budget: 110_080 },
  { route: '/verify-email', loads: [otherPages, `${pages}VerifyEmailPage.tsx`], budget: 108_032 },
  { route: '/favourites', loads: [otherPages, `${pages}FavouritesPage.tsx`], budget: 125_440 },
  { route: '/watchlist', loads: [otherPages, `${pages}WatchlistPage.tsx`], budget: 116_224 },
  { route: '/shelf', loads: [otherPages, `${pages}ShelfPage.tsx`], budget: 115_712 },
  // Importing a list (decision 0122): 105,558 B measured when it came.
  { route: '/account/import', loads: [otherPages, `${pages}ListImportPage.tsx`], budget: 113_664 },
  // The member's settings, exports and deletion (decision 0123): 123,595 B measured when it came (the delete
  // dialog is Radix Dialog, as the other confirmations are).
  { route: '/account', loads: [otherPages, `${pages}AccountPage.tsx`], budget: 128_000 },
  // Raised by 1.5 KB for the series corrections the queue holds (their cards, the trackers' addresses and the
  // field names of src/domain/suggestionTypes.ts): an administrator's page, loaded by few.
  { route: '/admin/suggestions', loads: [otherPages, adminOnly, `${pages}admin/SuggestionsReviewPage.tsx`], budget: 133_120 },
  // These two and the queue above had less room left than the entry chunk every route loads grew by when the
  // account page, the list import and members' series corrections came (their routes, their links): 512 B more.
  { route: '/admin/add-channel', loads: [otherPages, adminOnly, `${pages}admin/AddChannelPage.tsx`], budget: 111_616 },
  { route: '/admin/thumbnail-matches', loads: [otherPages, adminOnly, `${pages}admin/ThumbnailMatchesPage.tsx`], budget: 126_976 },
  // Reject asks first (decision 0111): the two review pages now carry the confirm dialog (Radix Dialog, ~14 KB),
  // as Thumbnail Matches, Browse Channels and Favourites already did. Admin pages only; no visitor's route grew.
  { route: '/admin/pending-channels', loads: [otherPages, adminOnly, `${pages}admin/PendingChannelsPage.tsx`], budget: 124_928 },
  { route: '/recaps/:id/edit', loads: [otherPages, adminOnly, `${pages}admin/EditRecapPage.tsx`], budget: 111_616 },
  // An administrator's edit of a series' identity (decision 0117): set the same way when it came, 110,018 B measured.
  { route: '/series/:slug/edit', loads: [otherPages, adminOnly, `${pages}admin/EditSeriesPage.tsx`], budget: 117_760 },
];
