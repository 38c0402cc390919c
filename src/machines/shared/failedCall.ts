import { ApiError } from '../../api/errors';
import { i18n } from './catalogues';
import type { Message } from './message';

/**
 * A failed list call as one message that always says what happened (spec section 8, generic request failure): no
 * answer at all is said as such; an answer by its code's message, else by ApiError's English text (the body's
 * message, else its error, else its status); a failure that is no call's (the client throws every call's as an
 * ApiError) by `fallback`.
 *
 * The recap list is the first screen's, whose code is held to its budget (scripts/routeBudgets.ts): this reads the
 * answer itself, without the codes' list (src/domain/errorMessages.ts) or the body readers of src/machines/shared,
 * and it asks the interface's catalogue whether it has a message for the code, rather than carrying the English
 * text for the view to fall back on (decision 0125; why, decision 0128). The answer holds whatever the language, as
 * every catalogue has a text for every message (scripts/catalogueCheck.ts).
 */
export function failedCallMessage(error: unknown, fallback: Message): Message {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return { id: /*i18n*/ 'error.network.unreachable' };
  const id = `error.${error.body?.code}`;
  return i18n.messages[id] ? { id, values: error.body!.values } : { id: /*i18n*/ 'error.unlisted', values: { text: error.message } };
}
