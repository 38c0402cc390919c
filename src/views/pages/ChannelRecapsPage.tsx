/** Placeholder until the page lands. */
export function ChannelRecapsPage() {
  return <h1>Channel Recaps</h1>;
}
