import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { Message } from '../../machines/shared/message';

/**
 * A machine's message in the reader's language: its id's text with its values, or, for a server's refusal whose
 * code the catalogue does not know, the English text the server sent.
 */
export function messageText(i18n: I18n, shown: Message): string {
  if (shown.fallback !== undefined && i18n.messages[shown.id] === undefined) return shown.fallback;
  return i18n._(shown.id, shown.values);
}

/** `messageText` for the reader's language, re-rendering when it changes. */
export function useMessageText(): (shown: Message) => string {
  const { i18n } = useLingui();
  return (shown) => messageText(i18n, shown);
}
