/** Placeholder until the page lands. */
export function SuggestionsReviewPage() {
  return <h1>Series Name Suggestions</h1>;
}
