/**
 * The most JavaScript each route may need before its page shows: bytes after `gzip -9`, each file compressed
 * on its own as it travels, over the entry chunk, the chunks it imports statically, and the route's lazily
 * loaded modules (`loads`, keys of the build manifest) with their static imports. `npm run check` fails when a
 * route needs more (scripts/bundleBudget.ts); docs/performance.md, "First load", has the figures.
 *
 * How they were set: each is the size measured when the budgets were written, rounded up to the next 512 B,
 * plus 1 KiB of room for ordinary work. A change that needs more than that says so in this file, with why. The
 * budgets were set again, the same way, when the recap browsing machine, the 8-second "taking longer" state,
 * the pasted-video notice and the refused action's name joined the entry (about 1.6 KB gzip on every route). The
 * home route's goal is 1.5× the React floor (react + react-dom/client alone, minified by the same build:
 * 67,273 B, so 100,909 B); its budget is what it measures today, so it can only come down towards that goal.
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
  { route: '/ (home)', loads: [], budget: 110_080 },
  { route: '/series (series list)', loads: [`${pages}SeriesListPage.tsx`], budget: 114_176 },
  { route: '/series/:slug (series page)', loads: [`${pages}SeriesPage.tsx`], budget: 117_760 },
  { route: '/channels', loads: [`${pages}ChannelsPage.tsx`], budget: 130_048 },
  { route: '/recaps/channel/:channelId', loads: [`${pages}ChannelRecapsPage.tsx`], budget: 114_176 },
  { route: '/login', loads: [`${pages}LoginPage.tsx`], budget: 113_152 },
  { route: '/register', loads: [visitorOnly, `${pages}RegisterPage.tsx`], budget: 113_664 },
  { route: '/reset-password', loads: [visitorOnly, `${pages}ResetPasswordPage.tsx`], budget: 112_640 },
  { route: '/reset-password-confirm', loads: [visitorOnly, `${pages}ResetPasswordConfirmPage.tsx`], budget: 113_664 },
  { route: '/verify-email', loads: [`${pages}VerifyEmailPage.tsx`], budget: 111_616 },
  { route: '/favourites', loads: [`${pages}FavouritesPage.tsx`], budget: 130_048 },
  { route: '/watchlist', loads: [`${pages}WatchlistPage.tsx`], budget: 116_224 },
  { route: '/admin/suggestions', loads: [adminOnly, `${pages}admin/SuggestionsReviewPage.tsx`], budget: 114_688 },
  { route: '/admin/add-channel', loads: [adminOnly, `${pages}admin/AddChannelPage.tsx`], budget: 114_176 },
  { route: '/admin/thumbnail-matches', loads: [adminOnly, `${pages}admin/ThumbnailMatchesPage.tsx`], budget: 130_560 },
  { route: '/admin/pending-channels', loads: [adminOnly, `${pages}admin/PendingChannelsPage.tsx`], budget: 115_200 },
  { route: '/recaps/:id/edit', loads: [adminOnly, `${pages}admin/EditRecapPage.tsx`], budget: 113_664 },
];
