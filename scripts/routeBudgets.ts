/**
 * The most JavaScript each route may need before its page shows: bytes after `gzip -9`, each file compressed
 * on its own as it travels, over the entry chunk, the chunks it imports statically, and the route's lazily
 * loaded modules (`loads`, keys of the build manifest) with their static imports. `npm run check` fails when a
 * route needs more (scripts/bundleBudget.ts); docs/performance.md, "First load", has the figures.
 *
 * How they were set: each is the size measured when the budgets were written, rounded up to the next 512 B,
 * plus 1 KiB of room for ordinary work. A change that needs more than that says so in this file, with why. They
 * were last set, the same way, when the first screen stopped shipping what it does not show: the API client
 * calls `fetch` itself (no ofetch, ufo and destr), and the recap dialog's machine, the keyboard shortcuts with
 * the page foot, an admin's moderation buttons and the pasted-video look-up load after it (about 5.7 KB gzip
 * less on every route). The home route's goal is 1.5× the React floor (react + react-dom/client alone,
 * minified by the same build: 67,273 B, so 100,909 B); it measured 102,980 B (1.53×) then, so its budget can
 * only come down towards that goal.
 *
 * The series list and the series page grew past their room when a series got an identity of its own: the list's
 * status and genre filters carry the fixed status and genre lists (the address checks against them), and the page's
 * header carries the cover, synopsis fold, other titles and tracker links with each tracker's address form. Both were
 * set again the same way then (series list 109,750 B, series page 112,905 B measured).
 */
export interface RouteBudget {
  route: string;
  /** Modules the route loads lazily before its page shows: its page, and a guard that loads with it. */
  loads: string[];
  /** Bytes of JavaScript, gzip. */
  budget: number;
}

const pages = 'src/views/pages/';
const visitorOnly = 'src/views/app/VisitorOnlyGuard.tsx';
const adminOnly = 'src/views/app/AdminGuard.tsx';

export const ROUTE_BUDGETS: RouteBudget[] = [
  // The home page ships in the entry chunk: nothing more loads before its first cards.
  { route: '/ (home)', loads: [], budget: 104_448 },
  { route: '/series (series list)', loads: [`${pages}SeriesListPage.tsx`], budget: 111_104 },
  { route: '/series/:slug (series page)', loads: [`${pages}SeriesPage.tsx`], budget: 114_176 },
  { route: '/channels', loads: [`${pages}ChannelsPage.tsx`], budget: 124_416 },
  { route: '/recaps/channel/:channelId', loads: [`${pages}ChannelRecapsPage.tsx`], budget: 108_544 },
  { route: '/login', loads: [`${pages}LoginPage.tsx`], budget: 107_520 },
  { route: '/register', loads: [visitorOnly, `${pages}RegisterPage.tsx`], budget: 108_032 },
  { route: '/reset-password', loads: [visitorOnly, `${pages}ResetPasswordPage.tsx`], budget: 107_008 },
  { route: '/reset-password-confirm', loads: [visitorOnly, `${pages}ResetPasswordConfirmPage.tsx`], budget: 108_032 },
  { route: '/verify-email', loads: [`${pages}VerifyEmailPage.tsx`], budget: 105_984 },
  { route: '/favourites', loads: [`${pages}FavouritesPage.tsx`], budget: 124_416 },
  { route: '/watchlist', loads: [`${pages}WatchlistPage.tsx`], budget: 110_592 },
  { route: '/admin/suggestions', loads: [adminOnly, `${pages}admin/SuggestionsReviewPage.tsx`], budget: 124_416 },
  { route: '/admin/add-channel', loads: [adminOnly, `${pages}admin/AddChannelPage.tsx`], budget: 108_544 },
  { route: '/admin/thumbnail-matches', loads: [adminOnly, `${pages}admin/ThumbnailMatchesPage.tsx`], budget: 124_928 },
  // Reject asks first (decision 0111): the two review pages now carry the confirm dialog (Radix Dialog, ~14 KB),
  // as Thumbnail Matches, Browse Channels and Favourites already did. Admin pages only; no visitor's route grew.
  { route: '/admin/pending-channels', loads: [adminOnly, `${pages}admin/PendingChannelsPage.tsx`], budget: 124_928 },
  { route: '/recaps/:id/edit', loads: [adminOnly, `${pages}admin/EditRecapPage.tsx`], budget: 108_544 },
  // An administrator's edit of a series' identity (decision 0117): set the same way when it came, 110,018 B measured.
  { route: '/series/:slug/edit', loads: [adminOnly, `${pages}admin/EditSeriesPage.tsx`], budget: 111_104 },
];
