import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { Health, Recap, Stats } from '../../src/api/types.ts';
import { integer, nullable, objectOf, string } from '../../server/contract/jsonSchema.ts';
import { statsSchema } from '../../server/contract/responses.ts';
import { openTestApp, type TestApp } from './support/testApp.ts';

describe('response schemas typed by src/api/types.ts', () => {
  it('refuse at compile time a schema that drifts from its type', () => {
    // @ts-expect-error a field of the type is missing
    objectOf<Stats>({ recaps: integer, channels: integer, series: integer });
    // @ts-expect-error a field the type does not have
    objectOf<Stats>({ recaps: integer, channels: integer, series: integer, languages: integer, more: integer });
    // @ts-expect-error the type allows null, the schema does not (the serializer would write "")
    objectOf<Pick<Recap, 'series_name'>>({ series_name: string });
    // @ts-expect-error a number where the type has text
    objectOf<Pick<Recap, 'title'>>({ title: integer });
    expect(objectOf<Pick<Recap, 'series_name'>>({ series_name: nullable(string) })).toEqual({
      type: 'object', properties: { series_name: { type: ['string', 'null'] } },
    });
  });

  it('make the serializer drop a field the contract does not name', async () => {
    const app = Fastify();
    app.get('/stats', { schema: { response: { 200: statsSchema } } }, async () => ({ recaps: 1, channels: 2, series: 3, languages: 4, secret: 'x' }));
    const response = await app.inject('/stats');
    expect(response.json()).toEqual({ recaps: 1, channels: 2, series: 3, languages: 4 });
    await app.close();
  });

  describe('the health answer', () => {
    let opened: TestApp;
    beforeAll(async () => {
      opened = await openTestApp();
    });
    afterAll(() => opened.close());

    it('is what the client type says: the database kind, not a state', async () => {
      const expected: Health = { status: 'ok', database: opened.db.kind };
      const response = await opened.app.inject('/api/health');
      expect(response.json()).toEqual(expected);
    });
  });
});
