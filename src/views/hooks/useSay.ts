import { useLingui } from '@lingui/react';
import type { Message } from '../../domain/errorMessages';

/**
 * Says what a machine carries (a message id and its values, or several shown one after the other) in the reader's
 * language.
 */
export function useSay(): (said: Message | readonly Message[]) => string {
  const { _ } = useLingui();
  return (said) => {
    const messages: readonly Message[] = Array.isArray(said) ? said : [said as Message];
    return messages.map((message) => _(message.id, message.values)).join(' ');
  };
}
