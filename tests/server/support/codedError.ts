import { expect } from 'vitest';
import { ERROR_CODES, errorText, type ErrorCode, type ErrorValues } from '../../../src/domain/errorCodes.ts';

interface CodedError { error: string; message: string; code: ErrorCode; values?: ErrorValues; errors?: { msg: string; code: ErrorCode; values?: ErrorValues }[] }

/**
 * An error answer carries a code of the list, not the stand-in for an unlisted text, and its English text is the
 * code's own with its values: the client's translation of the code says what the English says.
 */
export function expectCodedError(response: { statusCode: number; body: string; headers: Record<string, unknown> }, context = ''): void {
  if (response.statusCode < 400 || !String(response.headers['content-type']).startsWith('application/json')) return;
  const body = JSON.parse(response.body) as CodedError;
  const where = `${context} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(ERROR_CODES, where).toContain(body.code);
  expect(body.code, where).not.toBe('error.unlisted');
  if (body.code === 'validation.fields') {
    expect(body.errors?.length, where).toBeGreaterThan(1);
    for (const field of body.errors ?? []) expect(errorText(field.code, field.values), where).toBe(field.msg);
    expect(body.error, where).toBe(body.errors!.map((field) => field.msg).join(' '));
  } else {
    expect(errorText(body.code, body.values), where).toBe(body.error);
  }
}
