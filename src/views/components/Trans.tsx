import { useLingui, type TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';

/**
 * A message with elements in it (`<0>…</0>`, a link in a sentence), in the reader's language: `Trans` of
 * `@lingui/react`, whose element formatter would otherwise ship with the first screen (the entry holds the module
 * `useLingui` comes from, which imports it). From here it loads with the pages that say such a message
 * (scripts/linguiFormatterApart.ts keeps it out of the entry).
 */
export function Trans(props: TransProps) {
  const lingui = useLingui();
  return <TransNoContext {...props} lingui={lingui} />;
}
