import type { Db, Queryable } from '../driver.ts';
import { isUniqueViolation } from '../uniqueViolation.ts';
import { linkSeries } from '../../series/seriesLinks.ts';
import type { MySuggestion, QueueSuggestion, ReviewedSuggestion, Suggestion } from '../../../src/api/types.ts';
import type { ApiRow } from './apiRow.ts';
import { checkApproval, currentValueOf, type SeriesIdentityNow, type SeriesSuggestionType } from '../../../src/domain/seriesSuggestion.ts';
import type { SeriesTracker } from '../../../src/domain/seriesIdentity.ts';
import { editSeries } from './seriesEdit.ts';

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
    const { used, retryAfter } = await dailyWindow(tx, userId);
    if (used >= perDay) return { outcome: 'daily-limit', retryAfterSeconds: retryAfter };
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

/**
 * How many suggestions of any type the user made in the last 24 hours, and when the oldest of them leaves that
 * window: the spec's daily limit counts every suggestion, a series name's and a series field's alike.
 */
async function dailyWindow(tx: Queryable, userId: number): Promise<{ used: number; retryAfter: number }> {
  const window = await tx.query<{ used: number; retry_after: number | null }>(
    `SELECT count(*)::int AS used,
            ceil(extract(epoch FROM (min(created_at) + interval '1 day' - now())))::int AS retry_after
       FROM suggestions WHERE user_id = $1 AND created_at > now() - interval '1 day'`,
    [userId],
  );
  const { used, retry_after: retryAfter } = window.rows[0]!;
  return { used, retryAfter: Math.max(1, retryAfter ?? 1) };
}

/** A member's suggestion for one field of a series, checked and cleaned (checkSeriesSuggestion). */
export interface SeriesFieldSuggestion {
  type: SeriesSuggestionType;
  tracker: SeriesTracker | null;
  proposed: string;
  /** What the series said of the field when the member suggested. */
  before: string | null;
}

/**
 * Stores a member's suggestion for a field of a series unless one of theirs for the same field (each tracker its
 * own) is still waiting, or they used up their `perDay` suggestions of the last 24 hours.
 */
export async function submitSeriesSuggestion(db: Db, userId: number, seriesId: number, suggestion: SeriesFieldSuggestion, perDay: number): Promise<SubmitOutcome> {
  return db.transaction(async (tx) => {
    // As for series names: the user's row queues their concurrent submissions, so the limit holds.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const waiting = await tx.query(
      `SELECT 1 FROM suggestions WHERE user_id = $1 AND series_id = $2 AND kind = $3 AND coalesce(tracker, '') = $4 AND status = 'pending'`,
      [userId, seriesId, suggestion.type, suggestion.tracker ?? ''],
    );
    if (waiting.rows.length > 0) return { outcome: 'duplicate' };
    const { used, retryAfter } = await dailyWindow(tx, userId);
    if (used >= perDay) return { outcome: 'daily-limit', retryAfterSeconds: retryAfter };
    try {
      await tx.query(
        'INSERT INTO suggestions (kind, series_id, user_id, tracker, proposed_value, value_before) VALUES ($1, $2, $3, $4, $5, $6)',
        [suggestion.type, seriesId, userId, suggestion.tracker, suggestion.proposed, suggestion.before],
      );
    } catch (error) {
      if (isUniqueViolation(error, 'suggestions_pending_series_field')) return { outcome: 'duplicate' };
      throw error;
    }
    return { outcome: 'submitted', dailyRemaining: perDay - used - 1 };
  });
}

interface SeriesNowRow {
  id: number;
  name: string;
  alt_titles: string[];
  links: SeriesIdentityNow['links'];
  status: SeriesIdentityNow['status'];
  synopsis: string;
}

/**
 * The live series a slug names and what it says of the fields a member can suggest: a merged series' slug stands
 * for the series it went into, as its address does.
 */
export async function seriesForSuggestion(db: Queryable, slug: string): Promise<(SeriesIdentityNow & { id: number }) | null> {
  const { rows } = await db.query<SeriesNowRow>(
    `SELECT live.id, live.name, live.alt_titles, live.links, live.status, live.synopsis
       FROM series named JOIN series live ON live.id = coalesce(named.merged_into, named.id) WHERE named.slug = $1`,
    [slug],
  );
  return rows[0] ?? null;
}

/** A suggestion's series as it is now: the one it names, or the one that was merged into since. */
async function liveSeriesOf(tx: Queryable, seriesId: number): Promise<SeriesNowRow> {
  const { rows } = await tx.query<SeriesNowRow>(
    `SELECT live.id, live.name, live.alt_titles, live.links, live.status, live.synopsis
       FROM series named JOIN series live ON live.id = coalesce(named.merged_into, named.id) WHERE named.id = $1`,
    [seriesId],
  );
  return rows[0]!;
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

/** How many suggestions of every type wait for review: the admin's badge, counted without reading the suggestions. */
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
      WHERE s.status = 'pending' AND s.kind = 'series_name'
      ORDER BY s.created_at, s.id LIMIT ${cap}`,
  );
  return rows;
}

type QueueRow = Omit<ApiRow<QueueSuggestion>, 'current_value'> & {
  series_alt_titles: string[] | null;
  series_links: SeriesIdentityNow['links'] | null;
  series_status: SeriesIdentityNow['status'];
  series_synopsis: string | null;
};

/**
 * Every waiting suggestion, the oldest first, at most `cap`, each with its type (no username when its author has
 * deleted their account), the value it proposes and what the
 * recap or the series says now: the review card shows the two side by side.
 */
export async function pendingSuggestionsOfEveryType(db: Queryable, cap: number): Promise<ApiRow<QueueSuggestion>[]> {
  const { rows } = await db.query<QueueRow>(
    `SELECT s.id, s.kind AS type, u.username, s.created_at, s.admin_notes, s.status,
            s.recap_id, r.title AS recap_title, r.thumbnail_url, r.series_name AS current_series_name, s.suggested_series_name,
            live.slug AS series_slug, live.name AS series_name, s.tracker, coalesce(s.proposed_value, s.suggested_series_name) AS proposed_value,
            live.alt_titles AS series_alt_titles, live.links AS series_links, live.status AS series_status, live.synopsis AS series_synopsis
       FROM suggestions s LEFT JOIN users u ON u.id = s.user_id
       LEFT JOIN recaps r ON r.id = s.recap_id
       LEFT JOIN series named ON named.id = s.series_id
       LEFT JOIN series live ON live.id = coalesce(named.merged_into, named.id)
      WHERE s.status = 'pending'
      ORDER BY s.created_at, s.id LIMIT ${cap}`,
  );
  return rows.map(({ series_alt_titles: altTitles, series_links: links, series_status: status, series_synopsis: synopsis, ...row }) => ({
    ...row,
    current_value: row.type === 'series_name'
      ? row.current_series_name
      : currentValueOf(row.type, row.tracker, { name: row.series_name!, alt_titles: altTitles!, links: links!, status, synopsis: synopsis! }),
  }));
}

/** A member's own suggestions of every type, newest first, at most `cap`; with `seriesId`, those for that series only. */
export async function mySuggestions(db: Queryable, userId: number, seriesId: number | null, cap: number): Promise<ApiRow<MySuggestion>[]> {
  const { rows } = await db.query<ApiRow<MySuggestion>>(
    `SELECT s.id, s.kind AS type, s.status, s.admin_notes, s.created_at, s.reviewed_at, s.recap_id, r.title AS recap_title,
            live.slug AS series_slug, live.name AS series_name, s.tracker, coalesce(s.proposed_value, s.suggested_series_name) AS proposed_value
       FROM suggestions s
       LEFT JOIN recaps r ON r.id = s.recap_id
       LEFT JOIN series named ON named.id = coalesce(s.series_id, r.series_id)
       LEFT JOIN series live ON live.id = coalesce(named.merged_into, named.id)
      WHERE s.user_id = $1 AND ($2::int IS NULL OR live.id = $2)
      ORDER BY s.created_at DESC, s.id DESC LIMIT ${cap}`,
    [userId, seriesId],
  );
  return rows;
}

/** How many suggestions of any type the user made in the last 24 hours. */
export async function suggestionsUsedToday(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ used: number }>(
    `SELECT count(*)::int AS used FROM suggestions WHERE user_id = $1 AND created_at > now() - interval '1 day'`,
    [userId],
  );
  return rows[0]!.used;
}

export type ReviewOutcome =
  | { outcome: 'reviewed'; suggestion: ApiRow<ReviewedSuggestion> }
  | { outcome: 'not-found' }
  | { outcome: 'already-reviewed'; status: string }
  | { outcome: 'refused'; status: 400 | 409; message: string };

/** Thrown inside the review's transaction when the series refuses the approved value: nothing written stays. */
class ApprovalRefused extends Error {
  constructor(readonly status: 400 | 409, message: string) {
    super(message);
  }
}

/**
 * The review's transaction as a database for editSeries: its edit joins the review's transaction instead of opening
 * one of its own, so the edit and the suggestion's approval are kept together or not at all.
 */
function insideTransaction(db: Db, tx: Queryable): Db {
  return {
    kind: db.kind,
    query: (sql, params, options) => tx.query(sql, params, options),
    transaction: (fn) => fn(tx),
    close: () => Promise.reject(new Error('A transaction is not closed by its users.')),
  };
}

interface FoundSuggestion {
  status: string;
  kind: 'series_name' | SeriesSuggestionType;
  recap_id: number | null;
  suggested_series_name: string | null;
  series_id: number | null;
  tracker: SeriesTracker | null;
  proposed_value: string | null;
}

/** Approving a series field's suggestion is the administrator's edit of that field, with its checks and refusals. */
async function applySeriesSuggestion(db: Db, tx: Queryable, suggestion: FoundSuggestion): Promise<void> {
  const series = await liveSeriesOf(tx, suggestion.series_id!);
  const type = suggestion.kind as SeriesSuggestionType;
  const checked = checkApproval(type, suggestion.tracker, suggestion.proposed_value!, series);
  if (!checked.ok) throw new ApprovalRefused(400, checked.message);
  const edited = await editSeries(insideTransaction(db, tx), series.id, { identity: checked.value });
  if (edited.outcome === 'refused') throw new ApprovalRefused(edited.status, edited.message);
}

/**
 * Approves or rejects a pending suggestion; approval renames the recap, or sets the series' field, in the same
 * transaction. A value the series refuses (another series holds the title or the tracker id) leaves the suggestion
 * pending and is answered with the edit's sentence.
 */
export async function reviewSuggestion(db: Db, id: number, status: 'approved' | 'rejected', notes: string | null): Promise<ReviewOutcome> {
  try {
    return await decideSuggestion(db, id, status, notes);
  } catch (error) {
    if (error instanceof ApprovalRefused) return { outcome: 'refused', status: error.status, message: error.message };
    throw error;
  }
}

async function decideSuggestion(db: Db, id: number, status: 'approved' | 'rejected', notes: string | null): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    const found = await tx.query<FoundSuggestion>(
      'SELECT status, kind, recap_id, suggested_series_name, series_id, tracker, proposed_value FROM suggestions WHERE id = $1 FOR UPDATE',
      [id],
    );
    const suggestion = found.rows[0];
    if (!suggestion) return { outcome: 'not-found' };
    if (suggestion.status !== 'pending') return { outcome: 'already-reviewed', status: suggestion.status };
    if (status === 'approved' && suggestion.kind !== 'series_name') await applySeriesSuggestion(db, tx, suggestion);
    const { rows } = await tx.query<ApiRow<ReviewedSuggestion>>(
      `UPDATE suggestions SET status = $2, admin_notes = $3, reviewed_at = now() WHERE id = $1
        RETURNING id, recap_id, suggested_series_name, status, admin_notes, created_at, reviewed_at`,
      [id, status, notes],
    );
    // Approval and the rename happen together or not at all.
    if (status === 'approved' && suggestion.kind === 'series_name') {
      await tx.query('UPDATE recaps SET series_name = $2 WHERE id = $1', [suggestion.recap_id!, suggestion.suggested_series_name!]);
      await linkSeries(tx);
    }
    return { outcome: 'reviewed', suggestion: rows[0] };
  });
}
