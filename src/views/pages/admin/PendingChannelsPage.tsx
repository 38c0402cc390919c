/** Placeholder until the page lands. */
export function PendingChannelsPage() {
  return <h1>Pending Channels Review</h1>;
}
