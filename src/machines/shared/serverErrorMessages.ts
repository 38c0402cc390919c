import { ApiError } from '../../api/errors';
import { errorMessagesOf, textMessage, type Message } from '../../domain/errorMessages';
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

/** What a failed call says when no answer came back (src/api/errors.ts), in the reader's language. */
export const SERVER_UNREACHABLE_MESSAGE: Message = { id: /*i18n*/ 'error.network.unreachable' };

/**
 * A failed call as one message that always says what happened (spec section 8, generic request failure): no answer
 * at all is said as such, an answer's refusal by its code, else its English text, else by its status; a failure of
 * another kind by its own words, else `fallback`.
 */
export function failedCallMessage(error: unknown, fallback: Message): Message {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return SERVER_UNREACHABLE_MESSAGE;
    const said = serverErrorMessage(error, fallback);
    return said === fallback ? { id: /*i18n*/ 'error.http.status', values: { status: error.status } } : said;
  }
  return error instanceof Error && error.message ? textMessage(error.message) : fallback;
}
