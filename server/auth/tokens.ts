import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe: session ids and mail tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked table opens no session and follows no mail link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
