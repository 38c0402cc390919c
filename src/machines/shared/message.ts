import type { MessageValues } from '../../domain/errorMessages';
import { errorBodyOf } from './serverErrorText';

/**
 * A text a machine hands to a view: an id of the interface's catalogue and its values (decision 0124), which the
 * view says in the reader's language. A server's refusal is `error.<code>` with the body's values, and the body's
 * English text as `fallback` for a code the catalogue has no message for (decision 0125). A value may be a message
 * itself, said first (a server's refusal as the reason in a sentence of ours).
 */
export interface Message {
  id: string;
  values?: MessageValues;
  fallback?: string;
}

/** A message of the catalogue with its values, as a machine carries it. */
export function message(id: string, values?: Message['values']): Message {
  return values === undefined ? { id } : { id, values };
}

/**
 * The refusal a server's error answer carries, by its code (`error.<code>`, the English text to fall back on), or
 * null when the answer had no code (a network failure, a bare status, a body of another kind).
 */
export function serverMessage(error: unknown): Message | null {
  const body = errorBodyOf(error);
  const code = body?.code;
  if (typeof code !== 'string' || code === '') return null;
  const english = [body?.error, body?.message].find((text): text is string => typeof text === 'string' && text.trim() !== '');
  const values = typeof body?.values === 'object' && body.values !== null ? (body.values as Record<string, string | number>) : undefined;
  return { id: `error.${code}`, ...(values === undefined ? {} : { values }), ...(english === undefined ? {} : { fallback: english }) };
}
