import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/passwords.ts';

describe('password hashes', () => {
  it('checks a password against its hash: the right one passes, another fails', async () => {
    const hash = await hashPassword('right-password');
    expect(await verifyPassword(hash, 'right-password')).toBe(true);
    expect(await verifyPassword(hash, 'wrong-password')).toBe(false);
  });

  it('answers false, not an error, for a stored hash that is not one', async () => {
    expect(await verifyPassword('not a hash', 'right-password')).toBe(false);
    expect(await verifyPassword('', 'right-password')).toBe(false);
  });
});
