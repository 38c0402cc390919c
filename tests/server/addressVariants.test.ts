import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { ACCESS_TABLE, type AccessRoute } from './support/accessTable.ts';
import { insertAccessFixture } from './support/accessFixture.ts';
import { builtPage, openTestApp } from './support/testApp.ts';
import { createUser, newSession, type TestUser } from './support/sessions.ts';

/*
 * The router decodes a path before matching it, so one route answers many spellings of its address. Every check
 * that depends on the route (Origin, content type, access, caching) must hold for each spelling an attacker can
 * send: either the answer is the plain address's refusal, or no route matches at all (the not-found answer).
 */

/** Spellings of `/api/rest`, each either matched by the router to the same route or matched by none. */
const VARIANTS: Record<string, (path: string) => string> = {
  'an escaped letter': (path) => path.replace(/^\/a/, '/%61'),
  'every segment starting with an escape': (path) =>
    path.split('/').map((segment) => (segment === '' ? '' : `%${segment.charCodeAt(0).toString(16).toUpperCase()}${segment.slice(1)}`)).join('/'),
  'an escaped capital': (path) => path.replace(/^\/a/, '/%41'),
  'an escaped slash after /api': (path) => path.replace(/^\/api\//, '/api%2F'),
  'an escaped leading slash': (path) => `/%2F${path.slice(1)}`,
  'a doubled leading slash': (path) => `/${path}`,
  'a doubled inner slash': (path) => path.replace(/^\/api\//, '/api//'),
  'a dot-dot segment': (path) => `/x/..${path}`,
  'a dot segment': (path) => path.replace(/^\/api\//, '/api/./'),
  'capitals': (path) => path.toUpperCase(),
  'a capitalised first segment': (path) => path.replace(/^\/api\//, '/Api/'),
  'a trailing slash': (path) => `${path}/`,
};

const UNSAFE_ROWS = ACCESS_TABLE.filter((row) => row.method !== 'GET');
const GET_ROWS = ACCESS_TABLE.filter((row) => row.method === 'GET');
const FOREIGN_ORIGIN = 'http://evil.example';

interface Answer {
  status: number;
  cacheControl: string | undefined;
  body: string;
}

/** One request over a socket, its path sent exactly as written (app.inject resolves dot segments first). */
function send(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A DELETE body is not chunked by Node's client: without its length the server would read it as the next request.
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers: { ...headers, ...length }, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, cacheControl: response.headers['cache-control'], body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function withVariant(url: string, variant: (path: string) => string): string {
  const query = url.indexOf('?');
  return query === -1 ? variant(url) : variant(url.slice(0, query)) + url.slice(query);
}

/** The row that undoes `row` (a DELETE for a POST or PUT, and the other way round), to set up what it acts on. */
function counterpart(row: AccessRoute): AccessRoute | undefined {
  const nested = (outer: AccessRoute, inner: AccessRoute) => inner.route === outer.route || inner.route.startsWith(`${outer.route}/:`);
  return row.method === 'DELETE'
    ? UNSAFE_ROWS.find((other) => other.method !== 'DELETE' && nested(other, row))
    : UNSAFE_ROWS.find((other) => other.method === 'DELETE' && nested(row, other));
}

describe('every spelling of an address meets the checks of the route the router matches', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let port: number;
  let admin: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    admin = await createUser(db, { isAdmin: true });
    await insertAccessFixture(db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => close());

  /** A digest of every table but sessions: a refused request must leave each as it was. */
  async function snapshot(): Promise<Record<string, string>> {
    const { rows: tables } = await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'sessions' ORDER BY 1`,
    );
    // Every table's digest in one statement: a test takes two snapshots, each of forty-odd tables.
    const { rows } = await db.query<{ name: string; digest: string }>(tables.map(({ name }) =>
      `SELECT '${name}' AS name, (SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${name} t) AS digest`,
    ).join(' UNION ALL '));
    return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
  }

  const cookieOf = async () => `sid=${(await newSession(db, admin.id)).sid}`;
  const bodyOf = (row: AccessRoute) => JSON.stringify(row.body ?? {});

  /** Makes the row's request able to change something, by the same-site request that undoes it. */
  async function prepare(row: AccessRoute): Promise<void> {
    const other = counterpart(row);
    if (other === undefined) return;
    const answer = await send(port, other.method, other.url, { cookie: await cookieOf(), 'content-type': 'application/json' }, bodyOf(other));
    // 404 and 409: the state was already so (nothing to remove, already there).
    expect(answer.status < 300 || [404, 409].includes(answer.status), `${other.method} ${other.url}: ${answer.body}`).toBe(true);
  }

  /** The headers of each way an unwanted request can arrive: as a foreign page's, as a script's, as a stranger's. */
  const attacks = {
    'from a foreign origin with a text/plain body': async () => ({ cookie: await cookieOf(), origin: FOREIGN_ORIGIN, 'content-type': 'text/plain' }),
    'with a text/plain body and no origin': async () => ({ cookie: await cookieOf(), 'content-type': 'text/plain' }),
    'without a session': async () => ({ 'content-type': 'application/json' }),
  };

  describe.each(UNSAFE_ROWS.map((row) => [`${row.method} ${row.url}`, row] as const))('%s', (_name, row) => {
    // A public route (login, register) acts for anyone with a same-site request: only the cross-site ones apply.
    const apply = (Object.keys(attacks) as (keyof typeof attacks)[]).filter((attack) => attack !== 'without a session' || row.access !== 'public');
    it.each(apply)('%s', async (attack) => {
      await prepare(row);
      const before = await snapshot();
      const plain = await send(port, row.method, row.url, await attacks[attack](), bodyOf(row));
      expect([401, 403, 415], plain.body).toContain(plain.status);
      for (const [name, variant] of Object.entries(VARIANTS)) {
        const url = withVariant(row.url, variant);
        const answer = await send(port, row.method, url, await attacks[attack](), bodyOf(row));
        if (answer.status === 404) expect(JSON.parse(answer.body).error, `${name}: ${url}`).toMatch(/^Not found: /);
        else expect({ status: answer.status, body: answer.body }, `${name}: ${url}`).toEqual({ status: plain.status, body: plain.body });
      }
      expect(await snapshot(), 'a refused spelling changed the database').toEqual(before);
    });
  });

  describe.each(GET_ROWS.map((row) => [`${row.method} ${row.url}`, row] as const))('%s', (_name, row) => {
    it('answers no-store to every spelling', async () => {
      const cookie = await cookieOf();
      const url = row.url.replace('{memberId}', String(admin.id));
      for (const [name, variant] of [['the plain address', (path: string) => path] as const, ...Object.entries(VARIANTS)]) {
        const answer = await send(port, 'GET', withVariant(url, variant), { cookie });
        expect(answer.cacheControl, `${name}: ${withVariant(url, variant)} answered ${answer.status}`).toBe('no-store');
      }
    });
  });
});

describe('an unmatched address is read as the router reads it', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const distDir = builtPage();
    ({ app, close } = await openTestApp({ distDir }));
  });
  afterAll(() => close());

  it('answers an escaped /api address no route has with the API\'s JSON 404, not the page', async () => {
    for (const url of ['/%61pi/nothing-here', '/%61%70%69/nothing-here?x=1']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.json().error, url).toMatch(/^Not found: GET \//);
    }
  });

  it('answers an escaped /api address that cannot be decoded with the error body, not the page', async () => {
    const response = await app.inject({ url: '/%61pi/recaps/%' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('This address is not valid. Check it for a typing mistake, or start again from the home page.');
  });

  it('still answers a page address with the page', async () => {
    const response = await app.inject({ url: '/recaps/channel/%33' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
