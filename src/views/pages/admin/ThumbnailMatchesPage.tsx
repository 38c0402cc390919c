/** Placeholder until the page lands. */
export function ThumbnailMatchesPage() {
  return <h1>Thumbnail Duplicate Matches</h1>;
}
