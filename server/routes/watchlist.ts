import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from './routeDeps.ts';
import { requireUser } from '../auth/guards.ts';
import { refuseUnstorableInput } from '../db/queries/text.ts';
import { HttpError } from './httpError.ts';

const recapIdSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const watchlistRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.addHook('preHandler', refuseUnstorableInput);
  // Guards run before validation, so a caller without the right gets 401/403 and never learns the body's rules.
  // Handlers look the user up again where they need it (one indexed query).
  const userOnly = (message: string) => async (request: FastifyRequest) => {
    await requireUser(request, db, message);
  };

  app.get('/watchlist', async (request) => {
    const user = await requireUser(request, db, 'Please log in to view your watchlist.');
    const { rows } = await db.query<{ recap_id: number }>(
      'SELECT recap_id FROM watchlist WHERE user_id = $1 ORDER BY created_at DESC, recap_id DESC',
      [user.id],
    );
    return rows.map((row) => row.recap_id);
  });

  app.post<{ Body: { recapId: number } }>('/watchlist', {
    schema: { body: { type: 'object', properties: { recapId: recapIdSchema }, required: ['recapId'] } },
    preValidation: userOnly('Please log in to add items to your watchlist.'),
  }, async (request, reply) => {
    const user = await requireUser(request, db, 'Please log in to add items to your watchlist.');
    const { recapId } = request.body;
    const recap = await db.query(
      'SELECT 1 FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE r.id = $1 AND c.active',
      [recapId],
    );
    if (recap.rows.length === 0) throw new HttpError(404, 'Recap not found.');
    // Saving twice (two tabs, a retried request) is the same as saving once.
    const inserted = await db.query(
      'INSERT INTO watchlist (user_id, recap_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING recap_id',
      [user.id, recapId],
    );
    return reply.code(inserted.rows.length > 0 ? 201 : 200).send({ message: 'Added to watchlist', recapId });
  });

  app.delete<{ Params: { recapId: number } }>('/watchlist/:recapId', {
    schema: { params: { type: 'object', properties: { recapId: recapIdSchema }, required: ['recapId'] } },
    preValidation: userOnly('Please log in to manage your watchlist.'),
  }, async (request) => {
    const user = await requireUser(request, db, 'Please log in to manage your watchlist.');
    await db.query('DELETE FROM watchlist WHERE user_id = $1 AND recap_id = $2', [user.id, request.params.recapId]);
    return { message: 'Removed from watchlist', recapId: request.params.recapId };
  });
};
