import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import { logLine } from '../logLine.ts';

const MAIL_FROM = 'RecapShelf <no-reply@recapshelf.local>';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the message is handed over: written to the outbox, or queued for the SMTP server. */
  send(message: MailMessage): Promise<void>;
}

/** One .eml file per message in the outbox folder: a working mail flow with no mail server. */
function createOutboxMailer(mailDir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...message });
      await mkdir(mailDir, { recursive: true, mode: 0o700 });
      const name = `${Date.now()}-${randomBytes(6).toString('hex')}.eml`;
      // The file holds a live login link: readable by the server's user only.
      await writeFile(path.join(mailDir, name), info.message as Buffer, { flag: 'wx', mode: 0o600 });
    },
  };
}

function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      // Not awaited: a slow or failing mail server must neither delay the answer (which would reveal that
      // the address has an account) nor fail the request; the person can ask for the mail again.
      transport.sendMail({ from: MAIL_FROM, ...message }).catch((error: unknown) => {
        logLine('error', `Mail "${message.subject}" could not be sent: ${error instanceof Error ? error.message : String(error)}`);
      });
    },
  };
}

/** SMTP when SMTP_URL is set, else the outbox folder. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailDir'>): Mailer {
  return config.smtpUrl !== undefined ? createSmtpMailer(config.smtpUrl) : createOutboxMailer(config.mailDir);
}
