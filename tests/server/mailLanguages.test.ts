import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { passwordResetMail, verificationMail } from '../../server/mail/accountMails.ts';
import { afterAnswerWorkDone } from '../../server/http/afterAnswer.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { INTERFACE_LANGUAGES, preferredLanguage } from '../../src/domain/interfaceLanguages.ts';
import { openTestApp } from './support/testApp.ts';
import { insertUser } from './support/factories.ts';
import englishMails from '../fixtures/englishMails.json' with { type: 'json' };

const input = { appUrl: 'https://recaps.example', username: 'Reader', email: 'reader@example.com', token: 'abc_DEF-123' };

/** A header's RFC 2047 words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) as text. */
function decodeHeader(value: string): string {
  return value.replace(/\s*=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_whole, encoding: string, data: string) => (encoding.toLowerCase() === 'b'
    ? Buffer.from(data, 'base64').toString('utf8')
    : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')));
}

/** Each .eml of the outbox: its recipient, subject and its plain text part decoded (quoted-printable, UTF-8). */
function readMails(mailDir: string): { to: string; subject: string; text: string }[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir).filter((name) => name.endsWith('.eml')).sort().map((name) => {
    const raw = readFileSync(path.join(mailDir, name), 'utf8');
    const headers = raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
    const plain = /Content-Type: text\/plain[^\n]*\nContent-Transfer-Encoding: ([^\n]+)\n\n([\s\S]*?)\n----/.exec(raw);
    const body = plain === null ? '' : plain[1]!.trim() === 'base64'
      ? Buffer.from(plain[2]!, 'base64').toString('utf8')
      : Buffer.from(plain[2]!.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
    return { to: /^To: (.*)$/m.exec(headers)?.[1] ?? '', subject: decodeHeader(/^Subject: (.*)$/m.exec(headers)?.[1] ?? ''), text: body };
  });
}

describe('the account mails in each language', () => {
  it('writes the English mails exactly as before, to the letter, with or without a language given', () => {
    for (const language of [undefined, 'en' as const]) {
      expect(verificationMail({ ...input, language })).toEqual(englishMails.verify);
      expect(passwordResetMail({ ...input, language })).toEqual(englishMails.reset);
    }
  });

  it.each([
    ['es', 'Verifica tu dirección de correo de RecapShelf', 'Hola, Reader:', 'El enlace caduca en 24 horas.', 'El enlace caduca en 1 hora y solo funciona una vez.'],
    ['pt-BR', 'Confirme seu endereço de e-mail no RecapShelf', 'Olá, Reader,', 'O link expira em 24 horas.', 'O link expira em 1 hora e só funciona uma vez.'],
    ['id', 'Verifikasi alamat email RecapShelf Anda', 'Halo Reader,', 'Tautan ini kedaluwarsa dalam 24 jam.', 'Tautan ini kedaluwarsa dalam 1 jam dan hanya dapat digunakan sekali.'],
    ['fr', 'Confirmez votre adresse e-mail RecapShelf', 'Bonjour Reader,', 'Le lien expire dans 24 heures.', 'Le lien expire dans 1 heure et ne fonctionne qu’une fois.'],
    ['de', 'Bestätigen Sie Ihre E-Mail-Adresse für RecapShelf', 'Hallo Reader,', 'Der Link ist 24 Stunden lang gültig.', 'Der Link ist 1 Stunde lang gültig und funktioniert nur einmal.'],
  ] as const)('%s: subject, greeting and the hours in the plural form each count takes', (language, subject, greeting, verifyHours, resetHours) => {
    const verify = verificationMail({ ...input, language });
    expect(verify.subject).toBe(subject);
    expect(verify.text.startsWith(`${greeting}\n\n`)).toBe(true);
    expect(verify.text).toContain(verifyHours);
    expect(verify.text).toContain('https://recaps.example/verify-email?token=abc_DEF-123');
    expect(verify.html).toContain(`<html lang="${language}">`);
    expect(verify.html).toContain('href="https://recaps.example/verify-email?token=abc_DEF-123"');
    const reset = passwordResetMail({ ...input, language });
    expect(reset.text).toContain(resetHours);
    expect(reset.text).toContain('https://recaps.example/reset-password-confirm?token=abc_DEF-123');
  });

  it('leaves no English sentence in another language’s mail', () => {
    const englishLines = [englishMails.verify, englishMails.reset].flatMap((mail) => [mail.subject, ...mail.text.split('\n')])
      .filter((line) => line !== '' && line !== 'RecapShelf' && !line.startsWith('https://'));
    for (const language of INTERFACE_LANGUAGES.filter((candidate) => candidate !== 'en')) {
      for (const mail of [verificationMail({ ...input, language }), passwordResetMail({ ...input, language })]) {
        for (const line of englishLines) expect(`${mail.subject}\n${mail.text}\n${mail.html}`, `${language}: ${line}`).not.toContain(line);
      }
    }
  });

  it('escapes the username in every language', () => {
    for (const language of INTERFACE_LANGUAGES) {
      const mail = verificationMail({ ...input, username: '<b>x</b>', language });
      expect(mail.html).not.toContain('<b>x</b>');
    }
  });

  it("is written in the member's language, else the one chosen in this browser, else the request's, else English", () => {
    expect(preferredLanguage(['es', 'fr'], 'de')).toBe('es');
    expect(preferredLanguage([null, 'fr'], 'de')).toBe('fr');
    expect(preferredLanguage([null, undefined], 'pt-BR,pt;q=0.9')).toBe('pt-BR');
    expect(preferredLanguage(['xx', 'ko'], 'fr-CA')).toBe('fr');
    expect(preferredLanguage([null], undefined)).toBe('en');
  });
});

describe('the mails a request causes, in the outbox', () => {
  let app: FastifyInstance;
  let db: Db;
  let mailDir: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, db, mailDir, close } = await openTestApp());
  });
  afterAll(() => close());

  const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });
    await afterAnswerWorkDone();
    return response;
  };
  const mailTo = (email: string) => readMails(mailDir).filter((mail) => mail.to === email).at(-1);

  it('sends a visitor registering with Accept-Language pt-BR the Portuguese verification mail', async () => {
    expect((await post('/api/auth/register', { username: 'Leitor', email: 'leitor@example.com', password: 'long-enough-1' }, { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' })).statusCode).toBe(201);
    const mail = mailTo('leitor@example.com')!;
    expect(mail.subject).toBe('Confirme seu endereço de e-mail no RecapShelf');
    expect(mail.text).toContain('Olá, Leitor,');
    expect(mail.text).toContain('Obrigado por se cadastrar. Confirme seu endereço de e-mail abrindo este link:');
    expect(mail.text).toContain('O link expira em 24 horas.');
  });

  it('sends a visitor who chose French in this browser the French verification mail, whatever the browser asks', async () => {
    const response = await post('/api/auth/register', { username: 'Lecteur', email: 'lecteur@example.com', password: 'long-enough-1' }, { 'accept-language': 'de-DE,de', cookie: 'language=fr' });
    expect(response.statusCode).toBe(201);
    expect(mailTo('lecteur@example.com')!.text).toContain('Bonjour Lecteur,');
  });

  it("sends a Spanish member's reset mail in Spanish, whatever the browser asking says", async () => {
    const id = await insertUser(db, { username: 'Lectora', email: 'lectora@example.com', password_hash: await hashPassword('long-enough-1') });
    await db.query("UPDATE users SET language = 'es' WHERE id = $1", [id]);
    expect((await post('/api/auth/reset-password', { email: 'lectora@example.com' }, { 'accept-language': 'de-DE,de' })).statusCode).toBe(200);
    const mail = mailTo('lectora@example.com')!;
    expect(mail.subject).toBe('Restablece tu contraseña de RecapShelf');
    expect(mail.text).toContain('Hola, Lectora:');
    expect(mail.text).toContain('Alguien ha pedido restablecer la contraseña de tu cuenta.');
    expect(mail.text).toContain('El enlace caduca en 1 hora y solo funciona una vez.');
  });

  it('sends a reset mail in the language of the request for a member who chose none', async () => {
    await insertUser(db, { username: 'Leserin', email: 'leserin@example.com', password_hash: await hashPassword('long-enough-1') });
    await post('/api/auth/reset-password', { email: 'leserin@example.com' }, { 'accept-language': 'de-AT' });
    expect(mailTo('leserin@example.com')!.subject).toBe('Setzen Sie Ihr RecapShelf-Passwort zurück');
  });

  it('keeps English for a browser that asks for no shipped language, or for none', async () => {
    await post('/api/auth/register', { username: 'Reader2', email: 'reader2@example.com', password: 'long-enough-1' }, { 'accept-language': 'ko-KR,ko' });
    await post('/api/auth/register', { username: 'Reader3', email: 'reader3@example.com', password: 'long-enough-1' });
    for (const email of ['reader2@example.com', 'reader3@example.com']) {
      const mail = mailTo(email)!;
      expect(mail.subject).toBe(englishMails.verify.subject);
      expect(mail.text).toContain('Thanks for signing up. Please confirm your email address by opening this link:');
      expect(mail.text).toContain('The link expires in 24 hours. If you did not create an account, you can ignore this message.');
    }
  });
});
