import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { Message } from '../../machines/shared/message';

/**
 * A machine's message in the reader's language: its id's text with its values (a value that is a message said
 * first), or, for a server's refusal whose code the catalogue does not know, the English text the server sent.
 */
export function messageText(i18n: I18n, shown: Message): string {
  if (shown.fallback !== undefined && i18n.messages[shown.id] === undefined) return shown.fallback;
  return i18n._(shown.id, namedValues(i18n, shown));
}

/**
 * A refusal naming a series status carries it in English (`ongoing`, `Ongoing`): the English sentence says it so (the
 * specification's words), the other languages by the status's own name in the reader's language, `{statusName}`
 * (series.status.*).
 */
function namedValues(i18n: I18n, shown: Message): Record<string, string | number> | undefined {
  const values = shown.values && Object.fromEntries(Object.entries(shown.values).map(([name, value]) => [name, typeof value === 'object' ? messageText(i18n, value) : value]));
  const status = values?.status;
  if (shown.id !== 'error.suggestion.statusAlready' || typeof status !== 'string') return values;
  // The value is the status's key (`hiatus`) or its English label (`On hiatus`, src/domain/seriesIdentity.ts).
  const id = `series.status.${status.toLowerCase().replace(/^on /, '')}`;
  return { ...values, statusName: i18n.messages[id] === undefined ? status : i18n._(id) };
}

/** `messageText` for the reader's language, re-rendering when it changes. */
export function useMessageText(): (shown: Message) => string {
  const { i18n } = useLingui();
  return (shown) => messageText(i18n, shown);
}
