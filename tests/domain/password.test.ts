import { describe, expect, it } from 'vitest';
import { newPasswordProblem, newPasswordRuleBroken } from '../../src/domain/password';

describe('a new password (register, reset and the server alike)', () => {
  it('refuses 7 characters with the spec\'s sentence and accepts 8', () => {
    expect(newPasswordProblem('1234567')).toBe('Password must be at least 8 characters long');
    expect(newPasswordProblem('12345678')).toBeNull();
  });

  it('accepts 256 characters and refuses 257, saying the limit', () => {
    expect(newPasswordProblem('p'.repeat(256))).toBeNull();
    expect(newPasswordProblem('p'.repeat(257))).toBe('Password must be at most 256 characters long.');
  });

  it('refuses a password of spaces alone, however long, and accepts one with spaces inside', () => {
    expect(newPasswordProblem(' '.repeat(8))).toBe('Password cannot be only spaces.');
    expect(newPasswordProblem(' '.repeat(40))).toBe('Password cannot be only spaces.');
    expect(newPasswordProblem(' pass word ')).toBeNull();
  });
});

describe('the rule a new password breaks, as a code the forms say in the reader\'s language', () => {
  it('names the rule with its limit', () => {
    expect(newPasswordRuleBroken('1234567')).toEqual({
      code: 'auth.passwordTooShort', values: { min: 8 }, text: 'Password must be at least 8 characters long',
    });
    expect(newPasswordRuleBroken('p'.repeat(257))).toEqual({
      code: 'auth.passwordTooLong', values: { max: 256 }, text: 'Password must be at most 256 characters long.',
    });
    expect(newPasswordRuleBroken(' '.repeat(8))).toStrictEqual({ code: 'auth.passwordOnlySpaces', text: 'Password cannot be only spaces.' });
    expect(newPasswordRuleBroken('12345678')).toBeNull();
  });
});
