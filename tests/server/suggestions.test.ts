import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';

describe('series-name suggestions', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let member: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    member = await createUser(db, { username: 'suggester' });
    admin = await createUser(db, { isAdmin: true });
    await insertChannels(db, [{ id: 1, name: 'One' }, { id: 2, name: 'Gone', active: false }]);
    // Recap 40 belongs to the deactivated channel.
    await insertRecaps(db, Array.from({ length: 40 }, (_, index) => {
      const id = index + 1;
      return { id, video_id: `video${id}`, channel_id: id === 40 ? 2 : 1, thumbnail_url: `https://img.example/${id}.jpg` };
    }));
  });
  afterAll(() => close());

  const suggest = (recapId: unknown, name: unknown, user: TestUser | null = member) =>
    app.inject({ method: 'POST', url: '/api/suggestions', cookies: user?.cookies, payload: { recap_id: recapId, suggested_series_name: name } });

  it('asks anonymous callers to log in with the spec text', async () => {
    const response = await suggest(1, 'Tower');
    const anonymous = await app.inject({ method: 'POST', url: '/api/suggestions', payload: { recap_id: 1, suggested_series_name: 'Tower' } });
    expect(response.statusCode).toBe(201);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('You must be logged in to submit suggestions');
  });

  it('answers success with the message and the suggestions left today, storing the sanitised name', async () => {
    const response = await suggest(2, '  ***The <Tower> of God!  ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Series name suggestion submitted!', daily_remaining: 8 });
    const { rows } = await db.query<{ suggested_series_name: string }>('SELECT suggested_series_name FROM suggestions WHERE recap_id = 2');
    expect(rows[0].suggested_series_name).toBe('The Tower of God!');
  });

  it('refuses a name that is empty after sanitising, and one over 100 characters', async () => {
    for (const name of ['', '   ', '***<>']) {
      const response = await suggest(3, name);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Please enter a series name');
    }
    expect((await suggest(3, 'a'.repeat(101))).statusCode).toBe(400);
    expect((await suggest(3, 'a'.repeat(100))).statusCode).toBe(201);
  });

  it('allows one suggestion per user per recap (409)', async () => {
    const response = await suggest(1, 'Another name');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('You have already suggested a series name for this recap');
  });

  const mine = (recapId: unknown, user: TestUser | null = member) =>
    app.inject({ url: `/api/suggestions/mine?recap_id=${String(recapId)}`, cookies: user?.cookies });

  it('tells a member their own suggestion for a recap, and the suggestions left today, before they type', async () => {
    const suggested = await mine(1);
    expect(suggested.statusCode).toBe(200);
    expect(suggested.json()).toEqual({
      suggestion: { suggested_series_name: 'Tower', status: 'pending', created_at: expect.any(String) },
      daily_remaining: 7,
    });
    expect((await mine(5)).json()).toEqual({ suggestion: null, daily_remaining: 7 });
    // Only the member's own: another member has suggested nothing for recap 1.
    const other = await createUser(db, { username: 'other-suggester' });
    expect((await mine(1, other)).json()).toEqual({ suggestion: null, daily_remaining: 10 });
  });

  it('refuses the own-suggestion read to a visitor (401) and for a malformed recap id (400)', async () => {
    const anonymous = await mine(1, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'You must be logged in to submit suggestions', message: 'You must be logged in to submit suggestions' });
    for (const id of ['x', '0', '1.5', '']) expect((await mine(id)).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/suggestions/mine', cookies: member.cookies })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown or hidden recap and 400 for malformed input', async () => {
    expect((await suggest(999, 'Name')).statusCode).toBe(404);
    expect((await suggest(40, 'Name')).statusCode).toBe(404);
    expect((await suggest('x', 'Name')).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/suggestions', cookies: member.cookies, payload: {} })).statusCode).toBe(400);
  });

  it('allows 10 a day even under concurrent submissions, then 429 with Retry-After', async () => {
    const used = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM suggestions WHERE user_id = $1', [member.id])).rows[0].n;
    expect(used).toBe(3);
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => suggest(10 + index, `Series ${index}`)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json().error).toBe('You can suggest at most 10 series names per day');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const remaining = responses.filter((response) => response.statusCode === 201).map((response) => response.json().daily_remaining).sort();
    expect(remaining).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM suggestions WHERE user_id = $1', [member.id])).rows[0].n;
    expect(total).toBe(10);
  });

  it('counts the day as the last 24 hours', async () => {
    await db.query(`UPDATE suggestions SET created_at = now() - interval '25 hours' WHERE user_id = $1 AND recap_id = 1`, [member.id]);
    expect((await suggest(30, 'Fresh')).json().daily_remaining).toBe(0);
  });

  it('lists pending suggestions oldest first for admins only', async () => {
    expect((await app.inject({ url: '/api/suggestions/admin/pending' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/suggestions/admin/pending', cookies: member.cookies })).json().error).toBe('Admin access required');
    const list = (await app.inject({ url: '/api/suggestions/admin/pending', cookies: admin.cookies })).json();
    expect(list).toHaveLength(11);
    expect(list[0]).toMatchObject({
      recap_id: 1,
      recap_title: 'Recap 1',
      thumbnail_url: 'https://img.example/1.jpg',
      // Issue 18, item 14: the name the recap has now, for the review card to show beside the suggestion.
      current_series_name: null,
      username: 'suggester',
      suggested_series_name: 'Tower',
      admin_notes: null,
      status: 'pending',
    });
    expect(Object.keys(list[0]).sort()).toEqual(
      ['admin_notes', 'created_at', 'current_series_name', 'id', 'recap_id', 'recap_title', 'status', 'suggested_series_name', 'thumbnail_url', 'username'],
    );
  });

  it('counts the pending suggestions for the admin badge, for admins only, as many as the list holds', async () => {
    const count = (user?: TestUser) => app.inject({ url: '/api/suggestions/admin/pending/count', cookies: user?.cookies });
    expect((await count()).statusCode).toBe(401);
    expect((await count(member)).statusCode).toBe(403);
    const listed = (await app.inject({ url: '/api/suggestions/admin/pending', cookies: admin.cookies })).json();
    expect((await count(admin)).json()).toEqual({ count: listed.length });
    await db.query(`UPDATE suggestions SET status = 'rejected' WHERE id = $1`, [listed[0].id]);
    expect((await count(admin)).json()).toEqual({ count: listed.length - 1 });
    await db.query(`UPDATE suggestions SET status = 'pending' WHERE id = $1`, [listed[0].id]);
  });

  it('approves a suggestion and renames the recap in the same step; it leaves the pending list', async () => {
    const [first] = (await app.inject({ url: '/api/suggestions/admin/pending', cookies: admin.cookies })).json();
    const review = (body: object, user: TestUser = admin, id = first.id) =>
      app.inject({ method: 'PUT', url: `/api/suggestions/admin/${id}`, cookies: user.cookies, payload: body });
    expect((await review({ status: 'approved' }, member)).statusCode).toBe(403);
    const response = await review({ status: 'approved', admin_notes: 'Checked the channel' });
    expect(response.statusCode).toBe(200);
    expect(response.json().suggestion).toMatchObject({ status: 'approved', admin_notes: 'Checked the channel' });
    expect((await app.inject({ url: '/api/recaps/1' })).json().series_name).toBe('Tower');
    const pending = (await app.inject({ url: '/api/suggestions/admin/pending', cookies: admin.cookies })).json();
    expect(pending.map((s: { id: number }) => s.id)).not.toContain(first.id);
    expect((await review({ status: 'rejected' })).statusCode).toBe(409);
    expect((await review({ status: 'approved' }, admin, 99999)).statusCode).toBe(404);
    expect((await review({ status: 'maybe' })).statusCode).toBe(400);
  });

  it('rejects a suggestion without touching the recap', async () => {
    const [next] = (await app.inject({ url: '/api/suggestions/admin/pending', cookies: admin.cookies })).json();
    const response = await app.inject({ method: 'PUT', url: `/api/suggestions/admin/${next.id}`, cookies: admin.cookies, payload: { status: 'rejected' } });
    expect(response.json().suggestion).toMatchObject({ status: 'rejected', admin_notes: null });
    expect((await app.inject({ url: `/api/recaps/${next.recap_id}` })).json().series_name).toBeNull();
  });

  it('shows the member the review of their own suggestion: approved or rejected', async () => {
    expect((await mine(1)).json().suggestion).toMatchObject({ suggested_series_name: 'Tower', status: 'approved' });
    const { rows } = await db.query<{ recap_id: number }>(`SELECT recap_id FROM suggestions WHERE status = 'rejected'`);
    expect((await mine(rows[0].recap_id)).json().suggestion).toMatchObject({ status: 'rejected' });
  });
});
