import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

function findToken(mailDir: string, email: string, page: string): string | undefined {
  const messages = existsSync(mailDir) ? readdirSync(mailDir).sort().reverse() : [];
  for (const name of messages) {
    const text = readFileSync(path.join(mailDir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    if (!text.includes(email)) continue;
    const token = new RegExp(`${page}\\?token=([A-Za-z0-9_%-]+)`).exec(text)?.[1];
    if (token !== undefined) return decodeURIComponent(token);
  }
  return undefined;
}

/**
 * The one-time token of the newest account e-mail sent to `email` whose link goes to `page`, read from the outbox
 * folder the servers write mail to when SMTP_URL is unset (quoted-printable soft breaks and `=3D` undone). Some
 * mails leave after the answer, so it waits a little for the file.
 */
export async function tokenFromOutbox(mailDir: string, email: string, page: '/verify-email' | '/reset-password-confirm'): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const token = findToken(mailDir, email, page);
    if (token !== undefined) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email} with a ${page} link in ${mailDir}`);
}
