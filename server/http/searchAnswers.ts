import type { Queryable } from '../db/driver.ts';
import type { RecapListQuery } from '../db/queries/recapList.ts';
import { searchedText } from '../db/queries/recapList.ts';
import { videoIdIn } from '../../src/domain/videoId.ts';

/**
 * How long a visitor's search answer is served again without asking the database. A search is the one list a
 * client can make cost the database what it likes, and a client looping one text made every visitor's first
 * page wait behind it; the same answer a few seconds old is what any visitor would have seen then. An answer is
 * only served at the catalogue generation it was read at (migration 050: it moves with every write that changes
 * which recaps a list holds or what a search finds, from whatever process), so no search ever misses a recap
 * added or shows one removed; every write through the API clears the answers too (app.ts), so an admin's change
 * of a shown field (a status) shows at once. Views, likes and ratings written behind the server are up to this
 * time old.
 */
export const SEARCH_ANSWER_TTL_MS = 5_000;

/** How many answers are kept at most: a new one pushes out the one least recently served. */
export const SEARCH_ANSWERS_KEPT = 500;

interface Kept {
  body: string;
  /** The catalogue generation read before the answer was: it is served at that generation only. */
  generation: string;
  until: number;
}

/**
 * Search answers of GET /recaps for visitors (no signed-in member: a member's answer has their own ratings in it,
 * so none is ever kept or served here), by their normalised query.
 */
export class SearchAnswers {
  private readonly kept = new Map<string, Kept>();
  /** Moves on with every clear, so an answer read before a write is not kept after it. */
  private clears = 0;

  /** The key of a visitor's search, or null when the request is not one (no search text, or a member's). */
  static keyOf(query: RecapListQuery, userId: number | null): string | null {
    const search = searchedText(query);
    if (userId !== null || search === undefined) return null;
    const { page, limit, sortBy, sortOrder, language, min_duration, max_duration, ids, series } = query;
    // The text as searched, in lower case, and the video ID it names, which is case-sensitive.
    return JSON.stringify([search, videoIdIn(query.search!), page, limit, sortBy, sortOrder, query.channel_id ?? query.channelId ?? null,
      language ?? null, min_duration ?? null, max_duration ?? null, ids ?? null, series ?? null]);
  }

  get(key: string, generation: string, now = Date.now()): string | undefined {
    const entry = this.kept.get(key);
    if (entry === undefined) return undefined;
    this.kept.delete(key);
    if (entry.until <= now || entry.generation !== generation) return undefined;
    // Served again: now the most recent, so the last to be pushed out.
    this.kept.set(key, entry);
    return entry.body;
  }

  /** A token for an answer about to be read; `set` keeps the answer only if no write cleared the answers since. */
  get clearsSoFar(): number {
    return this.clears;
  }

  set(key: string, body: string, generation: string, clearsBefore: number, now = Date.now()): void {
    if (clearsBefore !== this.clears) return;
    this.kept.delete(key);
    this.kept.set(key, { body, generation, until: now + SEARCH_ANSWER_TTL_MS });
    // A Map iterates in the order keys were set: the first is the least recently served.
    if (this.kept.size > SEARCH_ANSWERS_KEPT) this.kept.delete(this.kept.keys().next().value!);
  }

  clear(): void {
    this.clears++;
    this.kept.clear();
  }

  get size(): number {
    return this.kept.size;
  }
}

const perDatabase = new WeakMap<Queryable, SearchAnswers>();

/** The search answers kept for one database (each app over its own database keeps its own). */
export function searchAnswers(db: Queryable): SearchAnswers {
  let answers = perDatabase.get(db);
  if (answers === undefined) {
    answers = new SearchAnswers();
    perDatabase.set(db, answers);
  }
  return answers;
}

/** The catalogue's generation: one row read by its key, no recap. */
async function catalogueGeneration(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ generation: string }>('SELECT generation::text AS generation FROM catalogue_generation');
  return rows[0]!.generation;
}

/**
 * A visitor's search answer (`key` from SearchAnswers.keyOf): the kept one when it is still good, else `read`'s,
 * kept for the next visitor when it is a page.
 */
export async function answerSearch<Other>(db: Queryable, key: string, read: () => Promise<string | Other>): Promise<string | Other> {
  const answers = searchAnswers(db);
  const clearsBefore = answers.clearsSoFar;
  // Read before the answer: the answer is then at least as new as the generation it is kept under.
  const generation = await catalogueGeneration(db);
  const kept = answers.get(key, generation);
  if (kept !== undefined) return kept;
  const body = await read();
  if (typeof body === 'string') answers.set(key, body, generation, clearsBefore);
  return body;
}
