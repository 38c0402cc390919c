import { MIN_PASSWORD_LENGTH } from './constants';
import type { ErrorCode, ErrorValues } from './errorCodes';
import { PASSWORD_MAX_LENGTH } from './limits';

/** Spec section 5, reset confirm: the minimum length, worded as the spec words it. */
const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
/** Eight spaces pass the length rule but are no secret; register and reset both refuse them. */
const PASSWORD_ONLY_SPACES = 'Password cannot be only spaces.';

/** A rule a new password breaks: its error code (src/domain/errorCodes.ts) and values, and its English text. */
export interface PasswordProblem {
  code: Extract<ErrorCode, 'auth.passwordTooShort' | 'auth.passwordTooLong' | 'auth.passwordOnlySpaces'>;
  values?: ErrorValues;
  text: string;
}

/** Which rule a new password breaks, or null when it is acceptable; the same answer in the forms and the server. */
export function newPasswordRuleBroken(password: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return { code: 'auth.passwordTooShort', values: { min: MIN_PASSWORD_LENGTH }, text: PASSWORD_TOO_SHORT };
  if (password.length > PASSWORD_MAX_LENGTH) return { code: 'auth.passwordTooLong', values: { max: PASSWORD_MAX_LENGTH }, text: PASSWORD_TOO_LONG };
  if (password.trim() === '') return { code: 'auth.passwordOnlySpaces', text: PASSWORD_ONLY_SPACES };
  return null;
}

/** Why a new password is refused (its English text), or null when it is acceptable. */
export function newPasswordProblem(password: string): string | null {
  return newPasswordRuleBroken(password)?.text ?? null;
}
