/** Placeholder until the page lands. */
export function ChannelsPage() {
  return <h1>Browse Channels</h1>;
}
