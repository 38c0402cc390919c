import { errorCodeOf, type ErrorCode, type ErrorValues } from '../../src/domain/errorCodes.ts';

interface FieldError { field: string; msg: string }

/** The code and values of a text; one the list does not know is shown as it is, never left without a code. */
function coded(text: string): { code: ErrorCode; values?: ErrorValues } {
  return errorCodeOf(text) ?? { code: 'error.unlisted', values: { text } };
}

function isFieldErrors(value: unknown): value is FieldError[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && typeof (item as FieldError).msg === 'string');
}

/**
 * Every error answer's shape: the English message under both names the client reads, and its stable `code`
 * (src/domain/errorCodes.ts) with the `values` its text holds, for the client to say it in the reader's language.
 * Each field of an `errors` list carries its own code; several of them make the body's code `validation.fields`.
 */
export function errorBody(message: string, extra: Record<string, unknown> = {}) {
  const errors = isFieldErrors(extra.errors) ? extra.errors.map((item) => ({ ...item, ...coded(item.msg) })) : undefined;
  const code = errors !== undefined && errors.length > 1 ? { code: 'validation.fields' as const } : coded(message);
  return { error: message, message, ...code, ...extra, ...(errors === undefined ? {} : { errors }) };
}
