import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS } from '../../server/auth/abuseLimits.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { afterAnswerWorkDone } from '../../server/http/afterAnswer.ts';
import { openTestApp } from './support/testApp.ts';
import { insertUser } from './support/factories.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };
const SAMPLES = 15;
/**
 * Two populations answer "in the same time" when their medians are within this factor of each
 * other: wide enough for a busy machine, far narrower than the gaps it guards against (a lock
 * that skips password hashing answers 10-50 times faster than a wrong password).
 */
const SAME_TIME_FACTOR = 1.8;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function expectSameTimeBand(a: number[], b: number[], context: string): void {
  const ratio = median(a) / median(b);
  expect(ratio, `${context}: medians ${median(a).toFixed(2)} ms and ${median(b).toFixed(2)} ms`).toBeGreaterThan(1 / SAME_TIME_FACTOR);
  expect(ratio, `${context}: medians ${median(a).toFixed(2)} ms and ${median(b).toFixed(2)} ms`).toBeLessThan(SAME_TIME_FACTOR);
}

describe('answers that do not tell whether an account exists', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let passwordHash: string;
  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    passwordHash = await hashPassword('member-password');
  });
  afterAll(async () => {
    await afterAnswerWorkDone();
    await close();
  });

  async function timedPost(url: string, payload: unknown, remoteAddress: string) {
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url, headers: JSON_HEADERS, payload: JSON.stringify(payload), remoteAddress });
    return { response, ms: performance.now() - started };
  }

  const member = (username: string) => insertUser(db, { username, password_hash: passwordHash });

  it('a locked login answers like a wrong password: same status, text and time band', async () => {
    await member('locked-member');
    await member('other-member');
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.limit; attempt++) {
      await timedPost('/api/auth/login', { loginIdentifier: 'locked-member', password: `guess-${attempt}` }, '10.7.0.1');
    }
    const locked: number[] = [];
    const wrong: number[] = [];
    // Interleaved, so a slow moment of the machine falls on both populations alike.
    for (let sample = 0; sample < SAMPLES; sample++) {
      const refused = await timedPost('/api/auth/login', { loginIdentifier: 'locked-member', password: 'member-password' }, '10.7.0.1');
      const mistaken = await timedPost('/api/auth/login', { loginIdentifier: 'other-member', password: 'wrong-password' }, `10.7.1.${sample}`);
      expect(refused.response.statusCode).toBe(mistaken.response.statusCode);
      expect(refused.response.body).toBe(mistaken.response.body);
      expect(refused.response.headers['retry-after']).toBeUndefined();
      locked.push(refused.ms);
      wrong.push(mistaken.ms);
    }
    expectSameTimeBand(locked, wrong, 'locked login against wrong password');
  });

  it('a login for an account that does not exist answers like a wrong password: same status, text and time band', async () => {
    await member('existing-member');
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample++) {
      const stranger = await timedPost('/api/auth/login', { loginIdentifier: `nobody-${sample}`, password: 'member-password' }, `10.9.0.${sample}`);
      const mistaken = await timedPost('/api/auth/login', { loginIdentifier: 'existing-member', password: 'wrong-password' }, `10.9.1.${sample}`);
      expect(stranger.response.statusCode).toBe(401);
      expect(stranger.response.body).toBe(mistaken.response.body);
      unknown.push(stranger.ms);
      wrong.push(mistaken.ms);
    }
    expectSameTimeBand(unknown, wrong, 'unknown account against wrong password');
  });

  it('a reset request answers in the same time for an existing and an unknown email', async () => {
    const existing: number[] = [];
    const unknown: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample++) await member(`resetting-${sample}`);
    for (let sample = 0; sample < SAMPLES; sample++) {
      const known = await timedPost('/api/auth/reset-password', { email: `resetting-${sample}@example.com` }, `10.8.0.${sample}`);
      // The mail of the previous request is not left to run into the next measurement.
      await afterAnswerWorkDone();
      const stranger = await timedPost('/api/auth/reset-password', { email: `nobody-${sample}@example.com` }, `10.8.1.${sample}`);
      await afterAnswerWorkDone();
      expect(known.response.statusCode).toBe(200);
      expect(known.response.body).toBe(stranger.response.body);
      existing.push(known.ms);
      unknown.push(stranger.ms);
    }
    expectSameTimeBand(existing, unknown, 'reset request for an existing against an unknown email');
  });
});
