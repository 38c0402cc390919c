import { ApiError } from '../../api/errors';
import type { Message } from './message';

/**
 * A failed call as one message that always says what happened (spec section 8, generic request failure): no answer
 * at all is said as such; an answer's refusal by its code, with ApiError's English text (the body's message, else its
 * error, else its status) to fall back on for a code the catalogue does not know, else by that text; a failure that
 * is no call's (the client throws every call's as an ApiError) by `fallback`. It reads the answer itself, without
 * the list of the codes' messages (src/domain/errorMessages.ts) nor the body readers of src/machines/shared, which
 * the first screen does not load.
 */
export function failedCallMessage(error: unknown, fallback: Message): Message {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return { id: /*i18n*/ 'error.network.unreachable' };
  const { code, values } = error.body ?? {};
  return code ? { id: `error.${code}`, values, fallback: error.message } : { id: /*i18n*/ 'error.error.unlisted', values: { text: error.message } };
}
