import { errorMessagesOf, type Message } from '../../domain/errorMessages';
import { errorBodyOf } from './serverErrorText';

/**
 * A failed call's refusal as messages the view says in the reader's language: the answer's error code, else its
 * English text, else the screen's own `fallback` message (src/domain/errorMessages.ts). A module of its own, so only
 * the screens that say refusals this way load the list of the codes' messages.
 */
export function serverErrorMessages(error: unknown, fallback: Message): Message[] {
  return errorMessagesOf(errorBodyOf(error), fallback);
}

/**
 * A failed call's refusal as one message, for a line that says one thing (a list's failure): the answer's code, else
 * its English text (the body's own, not its refused fields one by one), else `fallback`.
 */
export function serverErrorMessage(error: unknown, fallback: Message): Message {
  const body = errorBodyOf(error);
  const [said] = errorMessagesOf(body === null ? null : { ...body, errors: undefined }, fallback);
  return said;
}
