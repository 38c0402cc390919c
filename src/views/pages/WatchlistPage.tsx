/** Placeholder until the page lands. */
export function WatchlistPage() {
  return <h1>My Watchlist</h1>;
}
