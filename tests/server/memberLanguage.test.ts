import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { createUser, type TestUser } from './support/sessions.ts';
import { expectCodedError } from './support/codedError.ts';
import { insertUser } from './support/factories.ts';
import { hashPassword } from '../../server/auth/passwords.ts';

// The member's interface language (migration 260): kept with the account, told by GET /api/auth/me, exported.
describe("a member's language", () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let member: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    member = await createUser(db, { username: 'Lectora' });
  });
  afterAll(() => close());

  const setLanguage = (language: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'PUT', url: '/api/account/language', cookies: member.cookies, headers, payload: { language } });
  const me = async () => (await app.inject({ url: '/api/auth/me', cookies: member.cookies })).json().user;

  it('follows the browser until the member chooses: null', async () => {
    expect((await me()).language).toBeNull();
  });

  it('keeps each shipped language, tells it in the session answer and the export, and clears it with null', async () => {
    for (const language of ['es', 'pt-BR', 'id', 'fr', 'de', 'en']) {
      const answer = await setLanguage(language);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ language });
      expect((await me()).language).toBe(language);
    }
    await setLanguage('es');
    const exported = await app.inject({ url: '/api/account/export', cookies: member.cookies });
    expect(exported.json().settings).toEqual({ spoiler_shield: false, language: 'es' });
    expect((await setLanguage(null)).json()).toEqual({ language: null });
    expect((await me()).language).toBeNull();
    expect((await db.query('SELECT language FROM users WHERE id = $1', [member.id])).rows).toEqual([{ language: null }]);
  });

  it('refuses any other value with a plain sentence and its code, and keeps the language it had', async () => {
    await setLanguage('fr');
    for (const language of ['pt', 'pt-br', 'ES', 'en-XA', 'ko', '', 3, true, ['es'], { code: 'es' }]) {
      const refused = await setLanguage(language);
      expect(refused.statusCode, JSON.stringify(language)).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'The language must be one of: en, es, pt-BR, id, fr, de, or null to follow the browser.',
        code: 'account.unknownLanguage',
        values: { languages: 'en, es, pt-BR, id, fr, de' },
      });
      expectCodedError(refused);
    }
    const missing = await app.inject({ method: 'PUT', url: '/api/account/language', cookies: member.cookies, payload: {} });
    expect(missing.json()).toMatchObject({ error: 'language is required.', code: 'validation.required', values: { field: 'language' } });
    expect((await me()).language).toBe('fr');
  });

  it('is for members, and only from this site', async () => {
    const visitor = await app.inject({ method: 'PUT', url: '/api/account/language', payload: { language: 'es' } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error: 'Please log in to change your settings.', code: 'auth.logInSettings' });
    const crossSite = await setLanguage('de', { origin: 'https://elsewhere.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ error: 'Cross-site request refused', code: 'request.crossSite' });
    expect((await me()).language).toBe('fr');
  });

  it('is given in the login answer too', async () => {
    const id = await insertUser(db, { username: 'Leitora', email: 'leitora@example.com', password_hash: await hashPassword('leitora-password') });
    await db.query("UPDATE users SET language = 'pt-BR' WHERE id = $1", [id]);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginIdentifier: 'Leitora', password: 'leitora-password' } });
    expect(login.json().user).toMatchObject({ username: 'Leitora', language: 'pt-BR' });
  });
});
