import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from './routeDeps.ts';
import { requireAdmin, requireUser } from '../auth/guards.ts';
import { enforceRateLimit, type RateLimitRule } from '../auth/rateLimit.ts';
import { SERIES_NAME_MAX_LENGTH, validateSeriesSuggestion } from '../../src/domain/seriesName.ts';
import { SUGGESTIONS_PER_DAY } from '../../src/domain/constants.ts';
import type { SuggestionRequest, SuggestionReview } from '../../src/api/types.ts';
import { refuseUnstorableInput } from '../db/queries/text.ts';
import { HttpError } from './httpError.ts';

const LOGIN_TO_SUGGEST = 'You must be logged in to submit suggestions';
const ALREADY_SUGGESTED = 'You have already suggested a series name for this recap';
const PENDING_LIST_CAP = 500;
// Bursts of attempts (each one a lookup and a locked transaction) are cut short before the daily count is read.
const SUGGESTION_ATTEMPTS_PER_USER: RateLimitRule = { limit: 30, windowSeconds: 60 };

/** The one-per-user-per-recap constraint, not any other unique key. */
function isDuplicateSuggestion(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'suggestions_user_id_recap_id_key';
}

export const suggestionRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.addHook('preHandler', refuseUnstorableInput);
  // Guards run before validation, so a caller without the right gets 401/403 and never learns the body's rules.
  // Handlers look the user up again where they need it (one indexed query).
  const adminOnly = async (request: FastifyRequest) => {
    await requireAdmin(request, db);
  };
  const userOnly = async (request: FastifyRequest) => {
    await requireUser(request, db, LOGIN_TO_SUGGEST);
  };

  app.post<{ Body: SuggestionRequest }>('/suggestions', {
    schema: {
      body: {
        type: 'object',
        properties: {
          recap_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
          // Generous here so that an over-long name gets the readable message below, not a schema error.
          suggested_series_name: { type: 'string', maxLength: 1000 },
        },
        required: ['recap_id', 'suggested_series_name'],
      },
    },
    preValidation: userOnly,
  }, async (request, reply) => {
    const user = await requireUser(request, db, LOGIN_TO_SUGGEST);
    await enforceRateLimit(db, `suggest:user:${user.id}`, SUGGESTION_ATTEMPTS_PER_USER);
    const { recap_id: recapId, suggested_series_name: raw } = request.body;
    if (Array.from(raw.trim()).length > SERIES_NAME_MAX_LENGTH) {
      throw new HttpError(400, `Series name must be at most ${SERIES_NAME_MAX_LENGTH} characters`);
    }
    const check = validateSeriesSuggestion(raw);
    if (!check.ok) throw new HttpError(400, check.message);
    const recap = await db.query(
      'SELECT 1 FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE r.id = $1 AND c.active',
      [recapId],
    );
    if (recap.rows.length === 0) throw new HttpError(404, 'Recap not found.');

    const dailyRemaining = await db.transaction(async (tx) => {
      // Locking the user's row queues concurrent submissions of one user, so the count below cannot
      // be read by two of them before either inserts: the daily limit holds under any concurrency.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const existing = await tx.query('SELECT 1 FROM suggestions WHERE user_id = $1 AND recap_id = $2', [user.id, recapId]);
      if (existing.rows.length > 0) throw new HttpError(409, ALREADY_SUGGESTED);
      const window = await tx.query<{ used: number; retry_after: number | null }>(
        `SELECT count(*)::int AS used,
                ceil(extract(epoch FROM (min(created_at) + interval '1 day' - now())))::int AS retry_after
           FROM suggestions WHERE user_id = $1 AND created_at > now() - interval '1 day'`,
        [user.id],
      );
      const { used, retry_after: retryAfter } = window.rows[0];
      if (used >= SUGGESTIONS_PER_DAY) {
        throw new HttpError(429, `You can suggest at most ${SUGGESTIONS_PER_DAY} series names per day`, {
          retryAfter: Math.max(1, retryAfter ?? 1),
        });
      }
      try {
        await tx.query('INSERT INTO suggestions (recap_id, user_id, suggested_series_name) VALUES ($1, $2, $3)', [
          recapId,
          user.id,
          check.value,
        ]);
      } catch (error) {
        if (isDuplicateSuggestion(error)) throw new HttpError(409, ALREADY_SUGGESTED);
        throw error;
      }
      return SUGGESTIONS_PER_DAY - used - 1;
    });
    return reply.code(201).send({ message: 'Series name suggestion submitted!', daily_remaining: dailyRemaining });
  });

  app.get('/suggestions/admin/pending', { preValidation: adminOnly }, async () => {
    const { rows } = await db.query(
      `SELECT s.id, s.recap_id, r.title AS recap_title, r.thumbnail_url, u.username, s.suggested_series_name,
              s.created_at, s.admin_notes, s.status
         FROM suggestions s JOIN recaps r ON r.id = s.recap_id JOIN users u ON u.id = s.user_id
        WHERE s.status = 'pending'
        ORDER BY s.created_at, s.id LIMIT ${PENDING_LIST_CAP}`,
    );
    return rows;
  });

  app.put<{ Params: { id: number }; Body: SuggestionReview }>('/suggestions/admin/:id', {
    schema: {
      params: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } }, required: ['id'] },
      body: {
        type: 'object',
        properties: {
          status: { type: 'string', enum: ['approved', 'rejected'] },
          admin_notes: { type: ['string', 'null'], maxLength: 2000 },
        },
        required: ['status'],
      },
    },
    preValidation: adminOnly,
  }, async (request) => {
    const { status } = request.body;
    const notes = request.body.admin_notes?.trim() || null;
    const reviewed = await db.transaction(async (tx) => {
      const found = await tx.query<{ status: string; recap_id: number; suggested_series_name: string }>(
        'SELECT status, recap_id, suggested_series_name FROM suggestions WHERE id = $1 FOR UPDATE',
        [request.params.id],
      );
      const suggestion = found.rows[0];
      if (!suggestion) throw new HttpError(404, 'Suggestion not found');
      if (suggestion.status !== 'pending') throw new HttpError(409, `Suggestion was already ${suggestion.status}`);
      const { rows } = await tx.query(
        `UPDATE suggestions SET status = $2, admin_notes = $3, reviewed_at = now() WHERE id = $1
          RETURNING id, recap_id, suggested_series_name, status, admin_notes, created_at, reviewed_at`,
        [request.params.id, status, notes],
      );
      // Approval and the rename happen together or not at all.
      if (status === 'approved') {
        await tx.query('UPDATE recaps SET series_name = $2 WHERE id = $1', [suggestion.recap_id, suggestion.suggested_series_name]);
      }
      return rows[0];
    });
    return { message: status === 'approved' ? 'Suggestion approved' : 'Suggestion rejected', suggestion: reviewed };
  });
};
