import { PGlite, type Transaction } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import type { Queryable, ScannerDb } from '../../../server/scanner/scannerDb.ts';

/**
 * An in-memory PGlite holding the catalogue tables the scanner reads and writes, with the
 * columns of the API contract (src/api/types.ts), plus the scanner's own migration.
 */
const CATALOGUE_TABLES = `
CREATE TABLE channels (
  id serial PRIMARY KEY, name text NOT NULL, language text NOT NULL DEFAULT 'en', description text,
  subscriber_count bigint NOT NULL DEFAULT 0, total_videos integer NOT NULL DEFAULT 0, last_posted timestamptz,
  total_views bigint NOT NULL DEFAULT 0, total_likes bigint NOT NULL DEFAULT 0, youtube_channel_id text UNIQUE, url text,
  active boolean NOT NULL DEFAULT true, full_scan boolean NOT NULL DEFAULT false, verified boolean NOT NULL DEFAULT false);
CREATE TABLE recaps (
  id serial PRIMARY KEY, video_id text NOT NULL UNIQUE, channel_id integer NOT NULL REFERENCES channels (id), title text NOT NULL,
  description text, series_name text, thumbnail_url text, preview_url text, views bigint NOT NULL DEFAULT 0,
  like_count bigint NOT NULL DEFAULT 0, duration integer NOT NULL DEFAULT 0, published_at timestamptz, status text,
  language text NOT NULL DEFAULT 'en', genres text[] NOT NULL DEFAULT '{}', tags text[] NOT NULL DEFAULT '{}', chapters_covered text);
CREATE TABLE users (id serial PRIMARY KEY, username text NOT NULL UNIQUE);
CREATE TABLE ratings (user_id integer NOT NULL REFERENCES users (id), recap_id integer NOT NULL REFERENCES recaps (id), rating integer NOT NULL);
CREATE TABLE pending_channels (
  id serial PRIMARY KEY, channel_name text NOT NULL, language text NOT NULL DEFAULT 'en', youtube_url text NOT NULL,
  active boolean NOT NULL DEFAULT true, full_scan boolean NOT NULL DEFAULT true, status text NOT NULL DEFAULT 'pending');
CREATE TABLE thumbnail_matches (
  id serial PRIMARY KEY, recap_id_1 integer NOT NULL REFERENCES recaps (id) ON DELETE CASCADE,
  recap_id_2 integer NOT NULL REFERENCES recaps (id) ON DELETE CASCADE, match_type text NOT NULL, confidence text NOT NULL,
  similarity_score real NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
`;

export interface TestDatabase extends ScannerDb {
  close(): Promise<void>;
}

function queryable(handle: PGlite | Transaction): Queryable {
  return {
    query: async <T,>(sql: string, params?: unknown[]) => ({ rows: (await handle.query<T>(sql, params)).rows }),
  };
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const pg = new PGlite();
  await pg.exec(CATALOGUE_TABLES);
  await pg.exec(readFileSync(new URL('../../../server/db/migrations/100_scanner_state.sql', import.meta.url), 'utf8'));
  return {
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    close: () => pg.close(),
  };
}
