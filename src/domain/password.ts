import { MIN_PASSWORD_LENGTH } from './constants';
import { PASSWORD_MAX_LENGTH } from './limits';

/** Spec section 5, reset confirm: the minimum length, worded as the spec words it. */
const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
/** Eight spaces pass the length rule but are no secret; register and reset both refuse them. */
const PASSWORD_ONLY_SPACES = 'Password cannot be only spaces.';

/** Why a new password is refused, or null when it is acceptable; the same answer in the forms and the server. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (password.trim() === '') return PASSWORD_ONLY_SPACES;
  return null;
}
