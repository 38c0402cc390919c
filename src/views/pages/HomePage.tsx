/** Placeholder until the page lands. */
export function HomePage() {
  return <h1>Recaps</h1>;
}
