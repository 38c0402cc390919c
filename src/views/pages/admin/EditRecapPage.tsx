/** Placeholder until the page lands. */
export function EditRecapPage() {
  return <h1>Edit Recap</h1>;
}
