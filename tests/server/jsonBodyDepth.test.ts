import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestApp } from './support/testApp.ts';

const TOO_DEEP = 'The request body is nested too deeply: at most 32 levels of objects and lists.';

/**
 * The depth check reads the JSON text itself (server/http/jsonBodyDepth.ts): what it counts, and what it must
 * not count, decides whether a real request is refused. The login route takes any body: a body that passes the
 * check is then refused by the route's own rules, with another sentence.
 */
describe('the JSON body depth limit', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await openTestApp());
  });
  afterAll(() => close());

  const send = async (payload: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload });
    return { status: response.statusCode, error: response.json().error as string };
  };
  const nested = (levels: number) => `{"loginIdentifier":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

  it('takes 32 levels of objects and lists, and refuses 33 with its sentence', async () => {
    expect((await send(nested(32))).error).not.toBe(TOO_DEEP);
    expect(await send(nested(33))).toEqual({ status: 400, error: TOO_DEEP });
  });

  it('counts only the levels open at once, not every bracket in the body', async () => {
    const manyShallowLists = `{"loginIdentifier":[${'[],'.repeat(100)}[]]}`;
    expect((await send(manyShallowLists)).error).not.toBe(TOO_DEEP);
    const manyShallowObjects = `{"loginIdentifier":[${'{},'.repeat(100)}{}]}`;
    expect((await send(manyShallowObjects)).error).not.toBe(TOO_DEEP);
  });

  it('does not count brackets inside text, nor after an escaped quote inside text', async () => {
    const brackets = '['.repeat(40) + '{'.repeat(40);
    expect(await send(JSON.stringify({ loginIdentifier: brackets, password: 'x' }))).not.toMatchObject({ error: TOO_DEEP });
    expect(await send(JSON.stringify({ loginIdentifier: `say "${brackets}"`, password: 'x' }))).not.toMatchObject({ error: TOO_DEEP });
    expect(await send(JSON.stringify({ loginIdentifier: `back\\slash "${brackets}`, password: 'x' }))).not.toMatchObject({ error: TOO_DEEP });
  });
});
