import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { ACCESS_TABLE, type Access, type AccessRoute } from './support/accessTable.ts';
import { openTestApp } from './support/testApp.ts';
import { insertAccessFixture } from './support/accessFixture.ts';
import { createUser, newSession, type TestUser } from './support/sessions.ts';
import { expectCodedError } from './support/codedError.ts';

type Caller = 'anonymous' | 'member' | 'other member' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'member', 'other member', 'admin'];

// Everything a caller could change; a refused call must leave every one of them as it was.
const WATCHED_TABLES = [
  'users', 'email_tokens', 'channels', 'recaps', 'ratings', 'watchlist', 'favourites', 'suggestions', 'pending_channels', 'thumbnail_matches',
];

function isAllowed(access: Access, caller: Caller): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'user':
      return caller !== 'anonymous';
    case 'admin':
      return caller === 'admin';
    case 'self':
      return caller === 'member';
  }
}

/** "METHOD /path" for every /api route the app registered, read from Fastify's route tree (HEAD is implied by GET). */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    prefixes[depth] = (depth > 0 ? prefixes[depth - 1] : '') + match[2];
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && prefixes[depth].startsWith('/api/')) routes.push(`${method} ${prefixes[depth]}`);
    }
  }
  return routes;
}

describe('authorization of every /api route', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  const users = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    users.member = await createUser(db);
    users['other member'] = await createUser(db);
    users.admin = await createUser(db, { isAdmin: true });
    await insertAccessFixture(db);
  });
  afterAll(() => close());

  async function snapshot(): Promise<Record<string, string>> {
    const result: Record<string, string> = {};
    for (const table of WATCHED_TABLES) {
      const { rows } = await db.query<{ digest: string }>(
        `SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`,
      );
      result[table] = rows[0].digest;
    }
    return result;
  }

  it('lists every registered route, and only those', () => {
    const listed = new Set(ACCESS_TABLE.map((row) => `${row.method} ${row.route}`));
    expect(registeredRoutes(app).sort()).toEqual([...listed].sort());
  });

  describe.each(ACCESS_TABLE.map((row) => [`${row.method} ${row.url} (${row.access})`, row] as [string, AccessRoute]))('%s', (_name, row) => {
    const cookies = {} as Record<Caller, { sid: string } | undefined>;
    let firstAllowedSeen = false;

    beforeAll(async () => {
      // Fresh sessions for every route: a logout or login in an earlier row must not change who calls this one.
      cookies.anonymous = undefined;
      for (const caller of ['member', 'other member', 'admin'] as const) cookies[caller] = await newSession(db, users[caller].id);
    });

    it.each(CALLERS)('as %s', async (caller) => {
      const url = row.url.replace('{memberId}', String(users.member.id));
      const before = await snapshot();
      const response = await app.inject({ method: row.method, url, cookies: cookies[caller], payload: row.body });
      const after = await snapshot();
      const status = response.statusCode;
      expectCodedError(response, `${row.method} ${url} as ${caller}`);
      if (!isAllowed(row.access, caller)) {
        expect(status, response.body).toBe(caller === 'anonymous' ? 401 : 403);
        const { error } = response.json();
        if (row.access === 'admin') expect(error).toBe(caller === 'anonymous' ? 'Please log in to access admin features.' : 'Admin access required');
        // A member route words its own request to log in (its config's loginMessage): what the visitor wanted to do.
        else if (caller === 'anonymous') {
          expect(error).toMatch(/^(Please log in to|You must be logged in to) /);
          expect(error).not.toBe('Please log in to access admin features.');
        }
        else expect(typeof error).toBe('string');
        expect(after, 'a refused call changed the database').toEqual(before);
        return;
      }
      expect([401, 403], response.body).not.toContain(status);
      expect(status, response.body).toBeLessThan(500);
      if (!firstAllowedSeen && row.sampleSucceeds !== false) {
        expect(status, `the first allowed caller should succeed: ${response.body}`).toBeGreaterThanOrEqual(200);
        expect(status).toBeLessThan(300);
      }
      firstAllowedSeen = true;
      if (row.method === 'GET') expect(after, 'a GET changed the database').toEqual(before);
    });
  });
});
