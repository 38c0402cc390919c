import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../server/mail/mailer.ts';
import { passwordResetMail, verificationMail } from '../../server/mail/accountMails.ts';

describe('outbox mailer', () => {
  it('creates the outbox folder and writes one private <timestamp>-<random>.eml per message', async () => {
    const mailDir = path.join(mkdtempSync(path.join(tmpdir(), 'recapshelf-mail-')), 'nested', 'mail');
    const mailer = createMailer({ mailDir });
    const message = { to: 'reader@example.com', subject: 'Hello', text: 'Plain body', html: '<p>HTML body</p>' };
    await mailer.send(message);
    await mailer.send(message);
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/^\d{13}-[0-9a-f]{12}\.eml$/);
      expect(statSync(path.join(mailDir, file)).mode & 0o077).toBe(0);
      const raw = readFileSync(path.join(mailDir, file), 'utf8');
      expect(raw).toMatch(/^From: RecapShelf <no-reply@recapshelf\.local>$/m);
      expect(raw).toMatch(/^To: reader@example\.com$/m);
      expect(raw).toMatch(/^Subject: Hello$/m);
      expect(raw).toContain('Plain body');
      expect(raw).toContain('<p>HTML body</p>');
    }
  });
});

describe('account mails', () => {
  const input = { appUrl: 'https://recaps.example', username: 'Reader', email: 'reader@example.com', token: 'abc_DEF-123' };

  it('links verification to APP_URL/verify-email with the token, in text and HTML', () => {
    const mail = verificationMail(input);
    expect(mail.to).toBe('reader@example.com');
    expect(mail.text).toContain('https://recaps.example/verify-email?token=abc_DEF-123');
    expect(mail.html).toContain('href="https://recaps.example/verify-email?token=abc_DEF-123"');
    expect(mail.text).toContain('24 hours');
  });

  it('links a reset to APP_URL/reset-password-confirm with the token, in text and HTML', () => {
    const mail = passwordResetMail(input);
    expect(mail.text).toContain('https://recaps.example/reset-password-confirm?token=abc_DEF-123');
    expect(mail.html).toContain('href="https://recaps.example/reset-password-confirm?token=abc_DEF-123"');
    expect(mail.text).toContain('1 hour');
  });

  it('escapes the username in the HTML body', () => {
    const mail = verificationMail({ ...input, username: '<script>alert(1)</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });
});
