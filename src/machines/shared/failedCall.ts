import { ApiError } from '../../api/errors';
import type { Message } from './message';

/**
 * A failed call as one message that always says what happened (spec section 8, generic request failure): no answer
 * at all is said as such; an answer's refusal by its code (with its English text to fall back on for a code the
 * catalogue does not know), else by its English text, else by its status; a failure of another kind by its own
 * words, else `fallback`. It reads the answer itself, without the list of the codes' messages
 * (src/domain/errorMessages.ts) nor the body readers of src/machines/shared, which the first screen does not load.
 */
export function failedCallMessage(error: unknown, fallback: Message): Message {
  if (!(error instanceof ApiError)) {
    return error instanceof Error && error.message ? { id: /*i18n*/ 'error.error.unlisted', values: { text: error.message } } : fallback;
  }
  if (error.isNetworkError) return { id: /*i18n*/ 'error.network.unreachable' };
  const body = error.body ?? {};
  // ApiError's own text: the body's message, else its error, else `HTTP error! status: {status}`.
  const text = body.message || body.error;
  if (typeof body.code === 'string' && body.code) {
    return { id: `error.${body.code}`, ...(body.values === undefined ? {} : { values: body.values }), fallback: error.message };
  }
  return text ? { id: /*i18n*/ 'error.error.unlisted', values: { text } } : { id: /*i18n*/ 'error.http.status', values: { status: error.status } };
}
