import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './limits';

/** The rule a username follows, as the register form shows it before the first submit and the server refuses it. */
export const USERNAME_RULE = `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: letters, digits, underscores, hyphens or full stops.`;

const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_.-]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`);

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}
