import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../src/api/errors';
import { errorBodyOf, serverErrorText } from '../../../src/machines/shared/serverErrorText';
import { serverErrorMessages } from '../../../src/machines/shared/serverErrorMessages';

describe('errorBodyOf', () => {
  it('answers an object body, and null for a text body, a null body or no body', () => {
    expect(errorBodyOf(new ApiError(400, 'x', { message: 'From message' }))).toEqual({ message: 'From message' });
    expect(errorBodyOf({ body: 'Bad gateway' })).toBeNull();
    expect(errorBodyOf({ body: null })).toBeNull();
    expect(errorBodyOf(new Error('boom'))).toBeNull();
    expect(errorBodyOf(null)).toBeNull();
  });
});

describe('serverErrorText', () => {
  it('reads the server text from message, then error, else the fallback, whatever was thrown', () => {
    expect(serverErrorText(new ApiError(400, 'x', { message: 'From message', error: 'From error' }), 'F')).toBe('From message');
    expect(serverErrorText(new ApiError(400, 'x', { error: 'From error' }), 'F')).toBe('From error');
    expect(serverErrorText(new ApiError(500, 'HTTP error! status: 500', null), 'F')).toBe('F');
    expect(serverErrorText(new ApiError(500, 'x', { message: 42 as unknown as string }), 'F')).toBe('F');
    expect(serverErrorText({ body: 'Bad gateway' }, 'F')).toBe('F');
    expect(serverErrorText(new Error('boom'), 'F')).toBe('F');
    expect(serverErrorText('offline', 'F')).toBe('F');
    expect(serverErrorText(null, 'F')).toBe('F');
  });

  it('takes a message of only spaces as no text, and keeps a text with spaces around it as the server wrote it', () => {
    expect(serverErrorText(new ApiError(400, 'x', { message: '   ', error: 'From error' }), 'F')).toBe('F');
    expect(serverErrorText(new ApiError(400, 'x', { message: ' Spaced. ' }), 'F')).toBe(' Spaced. ');
  });
});

describe('serverErrorMessages', () => {
  const fallback = { id: 'auth.login.failed' };

  it('says a refusal by its code and values, else by the server\'s English text, else by the screen\'s own message', () => {
    const tooShort = 'Password must be at least 8 characters long';
    expect(serverErrorMessages(new ApiError(400, tooShort, { error: tooShort, message: tooShort, code: 'auth.passwordTooShort', values: { min: 8 } }), fallback))
      .toEqual([{ id: 'error.auth.passwordTooShort', values: { min: 8 } }]);
    expect(serverErrorMessages(new ApiError(400, 'x', { error: 'Words of a newer server', code: 'auth.newer' as never }), fallback))
      .toEqual([{ id: 'error.error.unlisted', values: { text: 'Words of a newer server' } }]);
    expect(serverErrorMessages(new ApiError(500, 'HTTP error! status: 500', null), fallback)).toEqual([fallback]);
    expect(serverErrorMessages({ body: 'Bad gateway' }, fallback)).toEqual([fallback]);
    expect(serverErrorMessages(new Error('boom'), fallback)).toEqual([fallback]);
  });
});
