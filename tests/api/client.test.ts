import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';

const server = await startRecordingServer();
pretendPageOrigin(server.origin);
const { request } = await import('../../src/api/client');
const { ApiError, toApiError } = await import('../../src/api/errors');
const { onUnauthorized } = await import('../../src/api/unauthorized');

afterAll(() => server.close());
beforeEach(() => server.answerWith({ status: 200, body: { ok: true } }));

async function failure(call: Promise<unknown>): Promise<InstanceType<typeof ApiError>> {
  const error = await call.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as InstanceType<typeof ApiError>;
}

describe('the API client sends', () => {
  it('a GET under /api asking for JSON, and gives back the answer', async () => {
    await expect(request('/recaps/7')).resolves.toEqual({ ok: true });
    expect(server.last()).toMatchObject({ method: 'GET', path: '/recaps/7', accept: 'application/json', body: undefined });
  });

  it('only the query values that say something: no empty, undefined or null value, but 0 and false', async () => {
    await request('/recaps', { query: { search: '', language: undefined, channelId: null, page: 0, active: false, sortBy: 'views' } });
    expect(server.last().query).toEqual({ page: '0', active: 'false', sortBy: 'views' });
  });

  it('the body of a POST as JSON, and an empty JSON object when a change has no body', async () => {
    await request('/watchlist', { method: 'POST', body: { recapId: 3 } });
    expect(server.last()).toMatchObject({ method: 'POST', accept: 'application/json', contentType: 'application/json', body: { recapId: 3 } });
    await request('/channels/3/favourite', { method: 'DELETE' });
    expect(server.last()).toMatchObject({ method: 'DELETE', accept: 'application/json', contentType: 'application/json', body: {} });
  });

  it('no body and no body type with a GET', async () => {
    await request('/recaps');
    expect(server.last()).toMatchObject({ method: 'GET', accept: 'application/json', contentType: undefined, body: undefined });
  });

  it('a file as it is, under its own type', async () => {
    const data = new TextEncoder().encode('<list/>').buffer;
    await request('/account/import', { method: 'POST', body: {}, file: { data, type: 'application/xml' } });
    expect(server.last()).toMatchObject({ method: 'POST', accept: 'application/json', contentType: 'application/xml', body: '<list/>' });
  });

  it('to the local server when there is no page (a script run in Node)', async () => {
    const page = Object.getOwnPropertyDescriptor(globalThis, 'location');
    const addresses: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input: string | URL | Request) => {
      addresses.push(String(input));
      return Promise.resolve(new Response('{}'));
    };
    try {
      Reflect.deleteProperty(globalThis, 'location');
      await request('/recaps', { query: { page: 2 } });
    } finally {
      globalThis.fetch = realFetch;
      if (page) Object.defineProperty(globalThis, 'location', page);
    }
    expect(addresses).toEqual(['http://localhost/api/recaps?page=2']);
  });
});

describe('the API client gives back', () => {
  it('an answer\'s JSON', async () => {
    server.answerWith({ status: 200, body: [1, 2] });
    await expect(request('/recaps/languages')).resolves.toEqual([1, 2]);
  });

  it('an answer that is not JSON as its text', async () => {
    server.answerWith({ status: 200, body: 'not json' });
    await expect(request('/recaps')).resolves.toBe('not json');
  });

  it('nothing for an empty answer', async () => {
    server.answerWith({ status: 200, body: '' });
    await expect(request('/shelf/visit', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('a failed call is an ApiError', () => {
  it('with the server\'s message, else its error, else HTTP error! status: {code}', async () => {
    server.answerWith({ status: 400, body: { error: 'Bad Request', message: 'search must be at most 200 characters.' } });
    expect(await failure(request('/recaps'))).toMatchObject({ status: 400, message: 'search must be at most 200 characters.' });
    server.answerWith({ status: 409, body: { error: 'Channel already exists' } });
    expect(await failure(request('/admin/channels', { method: 'POST' }))).toMatchObject({ status: 409, message: 'Channel already exists' });
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    const gateway = await failure(request('/recaps'));
    expect(gateway).toMatchObject({ status: 502, message: 'HTTP error! status: 502', body: null });
    expect(gateway.isNetworkError).toBe(false);
  });

  it('with status 0 and a plain sentence when the server cannot be reached', async () => {
    const error = toApiError(new TypeError('fetch failed: connect ECONNREFUSED 127.0.0.1:1'));
    expect(error).toMatchObject({ status: 0, message: 'Could not reach the server. Please check your connection and try again.', body: null });
    expect(error.isNetworkError).toBe(true);
    expect(error.name).toBe('ApiError');
    expect(toApiError(error)).toBe(error);
  });
});

describe('a 401 tells the session', () => {
  it('on any call but the login, which answers 401 for a wrong password', async () => {
    let told = 0;
    const calls: unknown[] = [];
    const stopListening = onUnauthorized((call) => {
      told += 1;
      calls.push(call);
    });
    server.answerWith({ status: 401, body: { message: 'You must be logged in.' } });
    await failure(request('/watchlist'));
    expect(told).toBe(1);
    // The call refused is told, so the session can name the action it stood for.
    await failure(request('/watchlist', { method: 'POST', body: { recapId: 1 } }));
    expect(calls).toEqual([{ method: 'GET', path: '/watchlist' }, { method: 'POST', path: '/watchlist' }]);
    told = 1;
    await failure(request('/auth/login', { method: 'POST', body: { loginIdentifier: 'a', password: 'b' } }));
    expect(told).toBe(1);
    server.answerWith({ status: 403, body: { message: 'Admin access required' } });
    await failure(request('/admin/pending-channels'));
    expect(told).toBe(1);
    stopListening();
    server.answerWith({ status: 401, body: { message: 'You must be logged in.' } });
    await failure(request('/watchlist'));
    expect(told).toBe(1);
  });
});
