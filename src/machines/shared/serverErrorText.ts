import type { Message } from '../../domain/errorMessages';

/** The body of a failed call's answer, when it had an object body (an `ApiError` from src/api/errors.ts). */
export function errorBodyOf(error: unknown): Record<string, unknown> | null {
  if (typeof error !== 'object' || error === null || !('body' in error)) return null;
  const body = (error as { body: unknown }).body;
  // typeof null is 'object' too: a null body is answered as itself.
  return typeof body === 'object' ? (body as Record<string, unknown> | null) : null;
}

/**
 * The text the server put in an error answer (message, else error), or the screen's own wording when the
 * answer had none: a network failure or a bare status says nothing a person can act on.
 * Its own module, so that a machine using it does not import the login machine (a mutation of login.ts would
 * otherwise reload, and be tried against, every machine that shows a server's error).
 */
export function serverErrorText(error: unknown, fallback: string): string {
  const body = errorBodyOf(error);
  const text = body?.message ?? body?.error;
  return typeof text === 'string' && text.trim() !== '' ? text : fallback;
}

/** A form's error as messages, for the view to say (a stable reference: the view re-renders when it changes). */
export function selectErrorMessages(snapshot: { context: { errorMessages: Message[] | null } }): Message[] | null {
  return snapshot.context.errorMessages;
}

/** A form's confirmation as a message, for the view to say. */
export function selectSuccessMessage(snapshot: { context: { successMessage: Message | null } }): Message | null {
  return snapshot.context.successMessage;
}
