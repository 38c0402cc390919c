import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import {
  LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, LOGIN_PER_IP, REGISTER_PER_IP, RESET_REQUEST_PER_EMAIL, RESEND_VERIFICATION_PER_EMAIL,
} from '../../server/auth/abuseLimits.ts';
import { loginFailureBuckets } from '../../server/auth/loginThrottle.ts';
import { enforceRateLimit } from '../../server/auth/rateLimit.ts';
import { HttpError } from '../../server/http/httpError.ts';
import { openTestApp } from './support/testApp.ts';
import { insertUser, quickPasswordHash } from './support/factories.ts';
import { expectCodedError } from './support/codedError.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };

describe('abuse limits', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
  });
  afterAll(() => close());

  // Every refusal met here, the 429s above all, carries its error code.
  const post = async (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) => {
    const response = await app.inject({ method: 'POST', url, headers: { ...JSON_HEADERS, ...headers }, payload: JSON.stringify(payload), remoteAddress });
    expectCodedError(response, `POST ${url}`);
    return response;
  };

  // Logged in to hundreds of times: its hash is a cheap one, which the server checks as it checks any (factories.ts).
  const verifiedUser = async (username: string, password: string) => insertUser(db, { username, password_hash: await quickPasswordHash(password) });

  describe('enforceRateLimit', () => {
    it('lets the limit through and refuses the next hit with 429 and a Retry-After within the window', async () => {
      const rule = { limit: 3, windowSeconds: 60 };
      for (let hit = 0; hit < rule.limit; hit++) await enforceRateLimit(db, 'unit:a', rule);
      const refused = await enforceRateLimit(db, 'unit:a', rule).then(() => null, (error: unknown) => error);
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).statusCode).toBe(429);
      expect(refused).toMatchObject({ message: 'Too many requests. Please try again later.' });
      const retryAfter = (refused as HttpError).extra.retryAfter as number;
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(2 * rule.windowSeconds);
    });

    it('keeps buckets apart', async () => {
      const rule = { limit: 1, windowSeconds: 60 };
      await enforceRateLimit(db, 'unit:b', rule);
      await expect(enforceRateLimit(db, 'unit:c', rule)).resolves.toBeUndefined();
      await expect(enforceRateLimit(db, 'unit:b', rule)).rejects.toMatchObject({ statusCode: 429 });
    });

    it('weighs the previous window, so a burst straddling a boundary gets no fresh allowance', async () => {
      // With a limit of 1, the previous window's single hit weighs a whole hit wherever the clock is in the
      // current window (its share is rounded up), so the answer does not depend on when the test runs.
      const rule = { limit: 1, windowSeconds: 3600 };
      await enforceRateLimit(db, 'unit:straddle', rule);
      // The hit moved into the previous window, as if the hour had just turned.
      await db.query(`UPDATE rate_limits SET window_start = window_start - interval '1 hour' WHERE bucket = 'unit:straddle'`);
      await expect(enforceRateLimit(db, 'unit:straddle', rule)).rejects.toMatchObject({ statusCode: 429 });
    });

    it('starts counting afresh once the window and the one after it have passed', async () => {
      const rule = { limit: 1, windowSeconds: 60 };
      await enforceRateLimit(db, 'unit:d', rule);
      await expect(enforceRateLimit(db, 'unit:d', rule)).rejects.toMatchObject({ statusCode: 429 });
      await db.query(`UPDATE rate_limits SET window_start = window_start - interval '1 hour' WHERE bucket = 'unit:d'`);
      await expect(enforceRateLimit(db, 'unit:d', rule)).resolves.toBeUndefined();
    });

    it('keeps each counter for two windows, since the window after its own still weighs it', async () => {
      await enforceRateLimit(db, 'unit:e', { limit: 5, windowSeconds: 900 });
      const { rows } = await db.query<{ seconds: number }>(
        `SELECT extract(epoch FROM expires_at - window_start)::int AS seconds FROM rate_limits WHERE bucket = 'unit:e'`,
      );
      expect(rows).toEqual([{ seconds: 1800 }]);
    });
    it('sweeps expired counters on one call in a hundred, and keeps the counters still in use', async () => {
      const addCounters = () =>
        db.query(
          `INSERT INTO rate_limits (bucket, window_start, hits, expires_at) VALUES
             ('unit:expired', now() - interval '2 hours', 1, now() - interval '1 hour'),
             ('unit:live', now(), 1, now() + interval '1 hour')
           ON CONFLICT (bucket, window_start) DO NOTHING`,
        );
      const counters = async () =>
        (await db.query<{ bucket: string }>(`SELECT bucket FROM rate_limits WHERE bucket IN ('unit:expired', 'unit:live') ORDER BY bucket`)).rows.map((row) => row.bucket);
      const random = vi.spyOn(Math, 'random');
      try {
        await addCounters();
        random.mockReturnValue(0.01);
        await enforceRateLimit(db, 'unit:sweeper', { limit: 10, windowSeconds: 60 });
        expect(await counters()).toEqual(['unit:expired', 'unit:live']);
        random.mockReturnValue(0.0099);
        await enforceRateLimit(db, 'unit:sweeper', { limit: 10, windowSeconds: 60 });
        expect(await counters()).toEqual(['unit:live']);
      } finally {
        random.mockRestore();
      }
    });
  });

  describe('loginFailureBuckets', () => {
    it("counts an account's failures under its id, whatever identifier was typed, and per client address", () => {
      expect(loginFailureBuckets(7, 'Someone@Example.com', '10.0.0.1')).toEqual({
        account: 'login-fail:user:7',
        accountAndAddress: 'login-fail:user:7:ip:10.0.0.1',
      });
    });

    it('gives each unknown identifier buckets of its own, the same whatever its letter case and outer spaces, and holding no address', () => {
      const ghost = loginFailureBuckets(null, 'ghost@example.com', '10.0.0.1');
      expect(loginFailureBuckets(null, '  Ghost@EXAMPLE.com ', '10.0.0.1')).toEqual(ghost);
      expect(loginFailureBuckets(null, 'other-ghost@example.com', '10.0.0.1').account).not.toBe(ghost.account);
      expect(ghost.account).toMatch(/^login-fail:id:[0-9a-f]{64}$/);
      expect(ghost.accountAndAddress).toBe(`${ghost.account}:ip:10.0.0.1`);
    });
  });

  const WRONG_PASSWORD = { error: 'Invalid username/email or password', message: 'Invalid username/email or password', code: 'auth.invalidCredentials' };

  it('locks an account for the address that failed repeatedly, answering exactly as a wrong password, until the failures age out', async () => {
    await verifiedUser('target', 'target-password');
    let wrong;
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.limit; attempt++) {
      // Alternating username and email: both count against the one account.
      const identifier = attempt % 2 === 0 ? 'target' : 'TARGET@example.com';
      wrong = await post('/api/auth/login', { loginIdentifier: identifier, password: `guess-${attempt}` }, {}, '10.0.0.1');
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await post('/api/auth/login', { loginIdentifier: 'target', password: 'target-password' }, {}, '10.0.0.1');
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual(WRONG_PASSWORD);
    expect(locked.headers['retry-after']).toBeUndefined();
    expect(Object.keys(locked.headers).sort()).toEqual(Object.keys(wrong!.headers).sort());

    // Another address, the member's own, still logs in.
    expect((await post('/api/auth/login', { loginIdentifier: 'target', password: 'target-password' }, {}, '10.0.1.1')).statusCode).toBe(200);

    await db.query(`UPDATE rate_limits SET window_start = window_start - interval '1 day' WHERE bucket LIKE 'login-fail:%'`);
    expect((await post('/api/auth/login', { loginIdentifier: 'target', password: 'target-password' }, {}, '10.0.0.1')).statusCode).toBe(200);
  });

  it('locks an account everywhere once failures spread over many addresses pass the account limit', async () => {
    await verifiedUser('spread', 'spread-password');
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT.limit; attempt++) {
      // The per-address and per-identifier request limits would stop the loop first: they are emptied meanwhile.
      if (attempt % 20 === 0) await db.query(`DELETE FROM rate_limits WHERE bucket LIKE 'login:%'`);
      const response = await post('/api/auth/login', { loginIdentifier: 'spread', password: `guess-${attempt}` }, {}, `10.1.${attempt >> 8}.${attempt & 255}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await post('/api/auth/login', { loginIdentifier: 'spread', password: 'spread-password' }, {}, '10.2.0.1');
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual(WRONG_PASSWORD);
  }, 180_000);

  it('does not count attempts past a lock, so one locked address cannot fill the account limit', async () => {
    await verifiedUser('patient', 'patient-password');
    const attempts = LOGIN_FAILURES_PER_ACCOUNT.limit + 5;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt % 20 === 0) await db.query(`DELETE FROM rate_limits WHERE bucket LIKE 'login:%'`);
      expect((await post('/api/auth/login', { loginIdentifier: 'patient', password: `guess-${attempt}` }, {}, '10.3.0.1')).statusCode).toBe(401);
    }
    expect((await post('/api/auth/login', { loginIdentifier: 'patient', password: 'patient-password' }, {}, '10.3.0.2')).statusCode).toBe(200);
  }, 180_000);

  it('locks an unknown identifier the same way as a real account, so the lock reveals nothing', async () => {
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.limit; attempt++) {
      await post('/api/auth/login', { loginIdentifier: 'ghost-account', password: `guess-${attempt}` }, {}, '10.0.2.1');
    }
    const locked = await post('/api/auth/login', { loginIdentifier: 'ghost-account', password: 'anything' }, {}, '10.0.2.1');
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual(WRONG_PASSWORD);
  });

  it('clears the address failure count after a successful login', async () => {
    await verifiedUser('typo', 'typo-password');
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.limit - 1; attempt++) {
        expect((await post('/api/auth/login', { loginIdentifier: 'typo', password: 'wrong' }, {}, '10.0.4.1')).statusCode).toBe(401);
      }
      expect((await post('/api/auth/login', { loginIdentifier: 'typo', password: 'typo-password' }, {}, '10.0.4.1')).statusCode).toBe(200);
    }
  });

  it('limits logins per IP and ignores X-Forwarded-For when choosing the bucket', async () => {
    for (let attempt = 0; attempt < LOGIN_PER_IP.limit; attempt++) {
      // Empty passwords are refused before hashing, but still count against the address.
      const response = await post('/api/auth/login', { loginIdentifier: `user${attempt}`, password: '' },
        { 'x-forwarded-for': `203.0.113.${attempt}` }, '10.9.9.9');
      expect(response.statusCode).toBe(400);
    }
    const refused = await post('/api/auth/login', { loginIdentifier: 'fresh', password: 'x' }, { 'x-forwarded-for': '198.51.100.1' }, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await post('/api/auth/login', { loginIdentifier: 'fresh', password: '' }, {}, '10.9.9.10')).statusCode).toBe(400);
  });

  it('limits registrations per IP', async () => {
    for (let attempt = 0; attempt < REGISTER_PER_IP.limit; attempt++) {
      expect((await post('/api/auth/register', {}, {}, '10.8.8.8')).statusCode).toBe(400);
    }
    const refused = await post('/api/auth/register', { username: 'late', email: 'late@example.com', password: 'late-password' }, {}, '10.8.8.8');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('limits verification resends per email, across addresses', async () => {
    for (let attempt = 0; attempt < RESEND_VERIFICATION_PER_EMAIL.limit; attempt++) {
      expect((await post('/api/auth/resend-verification', { email: 'victim@example.com' }, {}, `10.7.0.${attempt}`)).statusCode).toBe(200);
    }
    const refused = await post('/api/auth/resend-verification', { email: 'VICTIM@example.com' }, {}, '10.7.1.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('counts resends by username and by email of one account against one allowance', async () => {
    await insertUser(db, { username: 'unverified', email_verified: false });
    for (let attempt = 0; attempt < RESEND_VERIFICATION_PER_EMAIL.limit; attempt++) {
      const identifier = attempt % 2 === 0 ? 'unverified' : 'unverified@example.com';
      expect((await post('/api/auth/resend-verification', { email: identifier }, {}, `10.5.0.${attempt}`)).statusCode).toBe(200);
    }
    expect((await post('/api/auth/resend-verification', { email: 'UNVERIFIED' }, {}, '10.5.1.1')).statusCode).toBe(429);
    // Another account keeps an allowance of its own.
    await insertUser(db, { username: 'neighbour', email_verified: false });
    expect((await post('/api/auth/resend-verification', { email: 'neighbour' }, {}, '10.5.1.2')).statusCode).toBe(200);
  });

  it('limits reset requests per email the same way for known and unknown addresses', async () => {
    await verifiedUser('flooded', 'flooded-password');
    for (const email of ['flooded@example.com', 'unknown-flood@example.com']) {
      for (let attempt = 0; attempt < RESET_REQUEST_PER_EMAIL.limit; attempt++) {
        expect((await post('/api/auth/reset-password', { email }, {}, `10.6.0.${attempt}`)).statusCode).toBe(200);
      }
      expect((await post('/api/auth/reset-password', { email }, {}, '10.6.1.1')).statusCode).toBe(429);
    }
  });
});
