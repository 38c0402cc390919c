/** Placeholder until the page lands. */
export function AddChannelPage() {
  return <h1>Add New Channel</h1>;
}
