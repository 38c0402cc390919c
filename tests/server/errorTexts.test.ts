import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { builtPage, openTestApp } from './support/testApp.ts';

// Issue 18, item 8: every error text a person can meet is a sentence for people.
describe('error texts for people', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const distDir = builtPage();
    ({ app, close } = await openTestApp({ distDir }));
  });
  afterAll(() => close());

  it('answers a page address that cannot be decoded with a page and a way home, not the framework JSON', async () => {
    for (const url of ['/recaps/%E0%A4%A', '/recaps/channel/%']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('This address is not valid.');
      expect(response.body).toContain('<a href="/">Go to the home page</a>');
      expect(response.body).not.toContain('FST_ERR');
    }
  });

  it('answers an API address that cannot be decoded with the usual error body in words', async () => {
    const response = await app.inject({ url: '/api/recaps/%' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'This address is not valid. Check it for a typing mistake, or start again from the home page.',
      message: 'This address is not valid. Check it for a typing mistake, or start again from the home page.',
      code: 'request.badAddress',
    });
  });

  it('words a schema refusal as a sentence, not as the validator writes it', async () => {
    const tooLong = await app.inject({ url: `/api/recaps?search=${'x'.repeat(201)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'search must be at most 200 characters.', errors: [{ field: 'search', msg: 'search must be at most 200 characters.' }] });
    expect((await app.inject({ url: '/api/recaps/abc' })).json().message).toBe('id must be a whole number.');
    expect((await app.inject({ url: '/api/recaps?sortOrder=up' })).json().message).toBe('sortOrder must be one of: asc, desc.');
    expect((await app.inject({ url: '/api/recaps?page=0' })).json().message).toBe('page must be at least 1.');
    for (const url of ['/api/recaps/abc', `/api/recaps?search=${'x'.repeat(201)}`, '/api/recaps?page=0']) {
      expect((await app.inject({ url })).json().message).not.toMatch(/querystring|params|must NOT|\//);
    }
  });
});
