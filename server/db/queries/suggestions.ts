import type { Db, Queryable } from '../driver.ts';
import { isUniqueViolation } from '../uniqueViolation.ts';
import { linkSeries } from '../../series/seriesLinks.ts';
import type { ReviewedSuggestion, Suggestion } from '../../../src/api/types.ts';
import type { ApiRow } from './apiRow.ts';

export type SubmitOutcome =
  | { outcome: 'submitted'; dailyRemaining: number }
  | { outcome: 'duplicate' }
  | { outcome: 'daily-limit'; retryAfterSeconds: number };

/**
 * Stores a user's series name for a recap unless they suggested one for it already or used up their
 * `perDay` suggestions of the last 24 hours.
 */
export async function submitSuggestion(db: Db, userId: number, recapId: number, name: string, perDay: number): Promise<SubmitOutcome> {
  return db.transaction(async (tx) => {
    // Locking the user's row queues concurrent submissions of one user, so the count below cannot
    // be read by two of them before either inserts: the daily limit holds under any concurrency.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const existing = await tx.query('SELECT 1 FROM suggestions WHERE user_id = $1 AND recap_id = $2', [userId, recapId]);
    if (existing.rows.length > 0) return { outcome: 'duplicate' };
    const window = await tx.query<{ used: number; retry_after: number | null }>(
      `SELECT count(*)::int AS used,
              ceil(extract(epoch FROM (min(created_at) + interval '1 day' - now())))::int AS retry_after
         FROM suggestions WHERE user_id = $1 AND created_at > now() - interval '1 day'`,
      [userId],
    );
    const { used, retry_after: retryAfter } = window.rows[0];
    if (used >= perDay) return { outcome: 'daily-limit', retryAfterSeconds: Math.max(1, retryAfter ?? 1) };
    try {
      await tx.query('INSERT INTO suggestions (recap_id, user_id, suggested_series_name) VALUES ($1, $2, $3)', [recapId, userId, name]);
    } catch (error) {
      // The one-per-user-per-recap constraint, not any other unique key.
      if (isUniqueViolation(error, 'suggestions_user_id_recap_id_key')) return { outcome: 'duplicate' };
      throw error;
    }
    return { outcome: 'submitted', dailyRemaining: perDay - used - 1 };
  });
}

export interface OwnSuggestionRow {
  suggestion: { suggested_series_name: string; status: string; created_at: string } | null;
  usedToday: number;
}

/** The user's suggestion for a recap (at most one, by the unique key) and how many they made in the last 24 hours. */
export async function ownSuggestion(db: Queryable, userId: number, recapId: number): Promise<OwnSuggestionRow> {
  const { rows } = await db.query<{ suggested_series_name: string | null; status: string; created_at: string; used: number }>(
    `SELECT s.suggested_series_name, s.status, s.created_at,
            (SELECT count(*)::int FROM suggestions WHERE user_id = $1 AND created_at > now() - interval '1 day') AS used
       FROM (SELECT 1) AS one LEFT JOIN suggestions s ON s.user_id = $1 AND s.recap_id = $2`,
    [userId, recapId],
  );
  const { suggested_series_name: name, status, created_at: createdAt, used } = rows[0];
  return { suggestion: name === null ? null : { suggested_series_name: name, status, created_at: createdAt }, usedToday: used };
}

/** How many suggestions wait for review: the admin's badge, counted without reading the suggestions. */
export async function pendingSuggestionCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM suggestions WHERE status = 'pending'");
  return rows[0]!.count;
}

/** The oldest pending suggestions first, at most `cap`; one whose author deleted their account has no username. */
export async function pendingSuggestions(db: Queryable, cap: number): Promise<ApiRow<Suggestion>[]> {
  const { rows } = await db.query<ApiRow<Suggestion>>(
    `SELECT s.id, s.recap_id, r.title AS recap_title, r.thumbnail_url, r.series_name AS current_series_name, u.username, s.suggested_series_name,
            s.created_at, s.admin_notes, s.status
       FROM suggestions s JOIN recaps r ON r.id = s.recap_id LEFT JOIN users u ON u.id = s.user_id
      WHERE s.status = 'pending'
      ORDER BY s.created_at, s.id LIMIT ${cap}`,
  );
  return rows;
}

export type ReviewOutcome =
  | { outcome: 'reviewed'; suggestion: ApiRow<ReviewedSuggestion> }
  | { outcome: 'not-found' }
  | { outcome: 'already-reviewed'; status: string };

/** Approves or rejects a pending suggestion; approval renames the recap in the same transaction. */
export async function reviewSuggestion(db: Db, id: number, status: 'approved' | 'rejected', notes: string | null): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    const found = await tx.query<{ status: string; recap_id: number; suggested_series_name: string }>(
      'SELECT status, recap_id, suggested_series_name FROM suggestions WHERE id = $1 FOR UPDATE',
      [id],
    );
    const suggestion = found.rows[0];
    if (!suggestion) return { outcome: 'not-found' };
    if (suggestion.status !== 'pending') return { outcome: 'already-reviewed', status: suggestion.status };
    const { rows } = await tx.query<ApiRow<ReviewedSuggestion>>(
      `UPDATE suggestions SET status = $2, admin_notes = $3, reviewed_at = now() WHERE id = $1
        RETURNING id, recap_id, suggested_series_name, status, admin_notes, created_at, reviewed_at`,
      [id, status, notes],
    );
    // Approval and the rename happen together or not at all.
    if (status === 'approved') {
      await tx.query('UPDATE recaps SET series_name = $2 WHERE id = $1', [suggestion.recap_id, suggestion.suggested_series_name]);
      await linkSeries(tx);
    }
    return { outcome: 'reviewed', suggestion: rows[0] };
  });
}
