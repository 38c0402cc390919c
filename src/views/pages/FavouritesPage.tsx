/** Placeholder until the page lands. */
export function FavouritesPage() {
  return <h1>My Favourites</h1>;
}
