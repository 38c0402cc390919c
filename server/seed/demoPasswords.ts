import { randomBytes } from 'node:crypto';

/** The passwords of the demo accounts: `demo`, `admin`, and the one every other demo member shares. */
export interface DemoPasswords {
  demo: string;
  admin: string;
  member: string;
}

/** README's demo passwords, for a local trial only (config.ts, localTrial.ts). */
export const KNOWN_DEMO_PASSWORDS: DemoPasswords = { demo: 'demo-password', admin: 'admin-password', member: 'member-password' };

/** 96 random bits each, written as 16 URL-safe characters. */
function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}

export function demoPasswords(kind: 'known' | 'random'): DemoPasswords {
  return kind === 'known' ? KNOWN_DEMO_PASSWORDS : { demo: randomPassword(), admin: randomPassword(), member: randomPassword() };
}

/**
 * Shown once, on the console of the start or command that seeded the accounts: the passwords are stored only
 * as hashes, so this is the one place an operator who asked for the demo catalogue off a local trial sees them.
 */
export function demoPasswordsNotice(passwords: DemoPasswords): string {
  return [
    'The demo accounts have these passwords, shown this once:',
    `  demo  (member)         ${passwords.demo}`,
    `  admin (administrator)  ${passwords.admin}`,
    `  the other demo members ${passwords.member}`,
  ].join('\n');
}
