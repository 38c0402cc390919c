import { describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { ERROR_CODES, ERROR_MESSAGES, errorText, type ErrorValues } from '../../src/domain/errorCodes';
import { codeMessage, ERROR_MESSAGE_IDS, errorMessagesOf, fieldMessagesOf, textMessage } from '../../src/domain/errorMessages';
import { noticeMessageOf } from '../../src/domain/accountNotices';
import { messages as english } from '../../src/locales/en';
import { messages as spanish } from '../../src/locales/es';

const i18n = setupI18n({ locale: 'en', messages: { en: english as Messages, es: spanish as Messages } });
const FALLBACK = { id: 'auth.login.failed' };

/** Values of the kinds the server gives: numbers (a limit of thousands written with its comma), words. */
function sampleValues(code: keyof typeof ERROR_MESSAGES): ErrorValues {
  const values: ErrorValues = {};
  for (const [, name] of ERROR_MESSAGES[code].matchAll(/\{(\w+)\}/g)) {
    values[name] = ['n', 'limit', 'min', 'max', 'chapter', 'last', 'mb'].includes(name) ? (name === 'max' ? 5000 : 12) : `some ${name}`;
  }
  return values;
}

describe('the error codes\' messages', () => {
  it('are error.<code>, one for every code, in the list\'s order', () => {
    expect(ERROR_MESSAGE_IDS).toEqual(ERROR_CODES.map((code) => `error.${code}`));
  });

  it('say in English exactly the text the server sends with the same code and values, and differently in Spanish', () => {
    for (const code of ERROR_CODES) {
      const values = sampleValues(code);
      i18n.activate('en');
      expect(i18n._(`error.${code}`, values)).toBe(errorText(code, values));
      i18n.activate('es');
      if (!['validation.fields', 'error.unlisted'].includes(code)) expect(i18n._(`error.${code}`, values)).not.toBe(errorText(code, values));
    }
  });
});

describe('an error body as messages', () => {
  it('is its code\'s message with its values when the catalogue knows the code', () => {
    expect(errorMessagesOf({ error: 'Invalid username/email or password', code: 'auth.invalidCredentials' }, FALLBACK))
      .toEqual([{ id: 'error.auth.invalidCredentials' }]);
    expect(errorMessagesOf({ error: 'Password must be at least 8 characters long', code: 'auth.passwordTooShort', values: { min: 8 } }, FALLBACK))
      .toEqual([{ id: 'error.auth.passwordTooShort', values: { min: 8 } }]);
  });

  it('falls back to the body\'s English text (message, then error) for a code it does not know, or no code', () => {
    expect(errorMessagesOf({ error: 'New words', message: 'New words', code: 'auth.somethingNew' }, FALLBACK)).toEqual([textMessage('New words')]);
    expect(errorMessagesOf({ error: 'From error' }, FALLBACK)).toEqual([{ id: 'error.error.unlisted', values: { text: 'From error' } }]);
    expect(errorMessagesOf({ message: 'From message', error: 'From error', code: 'toString' }, FALLBACK)).toEqual([textMessage('From message')]);
    i18n.activate('es');
    expect(i18n._(textMessage('New words').id, textMessage('New words').values)).toBe('New words');
  });

  it('carries values only when the body gave them as a record', () => {
    for (const values of ['eight', null, [8], 8]) {
      expect(errorMessagesOf({ error: 'Too short', code: 'auth.passwordTooShort', values }, FALLBACK), JSON.stringify(values))
        .toStrictEqual([{ id: 'error.auth.passwordTooShort' }]);
    }
    expect(codeMessage('auth.invalidCredentials')).toStrictEqual({ id: 'error.auth.invalidCredentials' });
    expect(codeMessage('auth.passwordTooShort', { min: 8 })).toStrictEqual({ id: 'error.auth.passwordTooShort', values: { min: 8 } });
  });

  it('reads a code only when it is a text', () => {
    expect(errorMessagesOf({ error: 'Refused', code: ['auth.invalidCredentials'] }, FALLBACK)).toEqual([textMessage('Refused')]);
    expect(fieldMessagesOf({ errors: [{ msg: 'Refused', code: ['auth.usernameRequired'] }] })).toEqual([textMessage('Refused')]);
  });

  it('says a body\'s code and not its list of fields when the code is not the fields\' own', () => {
    expect(errorMessagesOf({ error: 'Wrong', code: 'auth.invalidCredentials', errors: [{ msg: 'Other', code: 'auth.usernameRequired' }] }, FALLBACK))
      .toEqual([{ id: 'error.auth.invalidCredentials' }]);
  });

  it('passes over a list item that is no record', () => {
    expect(fieldMessagesOf({ errors: [null, 'Username is required.', 3, { msg: 'Something new.' }] })).toEqual([textMessage('Something new.')]);
  });

  it('is the screen\'s own message when the answer had no body or no words', () => {
    expect(errorMessagesOf(null, FALLBACK)).toEqual([FALLBACK]);
    expect(errorMessagesOf({}, FALLBACK)).toEqual([FALLBACK]);
    expect(errorMessagesOf({ message: '   ', error: 'From error' }, FALLBACK)).toEqual([FALLBACK]);
    expect(errorMessagesOf({ error: 42 }, FALLBACK)).toEqual([FALLBACK]);
  });

  it('says several refused fields each by its code, else its own text, in the list\'s order', () => {
    const body = {
      error: 'Username is required. Something new.',
      code: 'validation.fields',
      errors: [
        { field: 'username', msg: 'Username is required.', code: 'auth.usernameRequired' },
        { field: 'email', msg: 'Something new.' },
        { field: 'password', msg: '' },
        null,
      ],
    };
    const said = [{ id: 'error.auth.usernameRequired' }, textMessage('Something new.')];
    expect(errorMessagesOf(body, FALLBACK)).toEqual(said);
    expect(fieldMessagesOf(body)).toEqual(said);
    // A list with nothing to say is no list: the body's own text speaks.
    expect(errorMessagesOf({ error: 'Fields refused', code: 'validation.fields', errors: [] }, FALLBACK)).toEqual([textMessage('Fields refused')]);
    expect(fieldMessagesOf({ error: 'x' })).toEqual([]);
    expect(fieldMessagesOf(null)).toEqual([]);
  });
});

describe('an account answer of success as a message', () => {
  it('is the message of a text the client knows, the text itself otherwise, and nothing for no text', () => {
    expect(noticeMessageOf('Email verified successfully.')).toEqual({ id: 'auth.notice.emailVerified' });
    expect(noticeMessageOf('Your email address is already verified. You can log in.')).toEqual({ id: 'auth.notice.alreadyVerified' });
    expect(noticeMessageOf('Verification email sent.')).toEqual(textMessage('Verification email sent.'));
    expect(noticeMessageOf('toString')).toEqual(textMessage('toString'));
    expect(noticeMessageOf('')).toBeNull();
    expect(noticeMessageOf(null)).toBeNull();
    i18n.activate('en');
    expect(i18n._('auth.notice.registered')).toBe('Registration successful! Please check your email to verify your account.');
  });
});
