import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { openPgliteThread } from './pgliteThread.ts';
import { PGLITE_SESSION_SETTINGS } from './pgliteSettings.ts';

// The interface lives in its own module so the PGlite thread can implement it without importing this one.
export type { Db, Queryable } from './database.ts';
import type { Db, Queryable, QueryOptions } from './database.ts';
import { logLine } from '../logLine.ts';

/**
 * Connections each server process keeps to PostgreSQL: twice the cores, at least 4. More backends than the
 * machine can run at once only take turns on its cores: with 8 callers on 2 cores, the first page at a million
 * recaps had a p95 of 10.7 to 20 ms through 10 connections and 8.5 to 10.7 ms through 4 (four runs each).
 */
const DEFAULT_POOL_SIZE = Math.max(4, 2 * availableParallelism());

export type OpenDatabaseOptions =
  /**
   * statementTimeoutMs: PostgreSQL cancels any statement of the pool's connections that runs longer
   * (the server's per-request database budget); unset for the command-line tools.
   */
  | { databaseUrl: string; poolSize?: number; statementTimeoutMs?: number }
  /**
   * loadDataDir: a tarball of a data directory (PGlite's dumpDataDir) to start from instead of an empty database,
   * which skips initdb; the folder or memory must be empty.
   */
  | { dataDir: string; loadDataDir?: Blob }
  | { memory: true; loadDataDir?: Blob };

function pgliteQueryable(handle: PGlite | Transaction): Queryable {
  return {
    query: async <T,>(sql: string, params?: unknown[]) => ({ rows: (await handle.query<T>(sql, params)).rows }),
  };
}

async function openPglite(loadDataDir?: Blob): Promise<Db> {
  const db = new PGlite({ extensions: { pg_trgm }, loadDataDir });
  await db.waitReady;
  await db.exec(PGLITE_SESSION_SETTINGS);
  return {
    kind: 'pglite',
    ...pgliteQueryable(db),
    transaction: (fn) => db.transaction((tx) => fn(pgliteQueryable(tx))),
    close: () => db.close(),
  };
}

// 64-bit counts (views, likes, subscribers) fit a JavaScript number for any real catalogue.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

// A statement's name is its text's hash, so one text is one statement on every connection. Prepared texts
// come from a small fixed set, so their names are kept rather than hashed again on every query.
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function pgQuery(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined): pg.QueryConfig {
  return { text: sql, values: params, name: options?.prepare ? statementName(sql) : undefined };
}

async function openPostgres(connectionString: string, poolSize = DEFAULT_POOL_SIZE, statementTimeoutMs?: number): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: poolSize, statement_timeout: statementTimeoutMs });
  // An idle connection the server drops (restart, failover) is reported here and replaced on the next query;
  // without a listener the event would be unhandled and end the whole process.
  pool.on('error', (error) => logLine('error', `PostgreSQL connection lost: ${error.message}`));
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    query: async <T,>(sql: string, params?: unknown[], options?: QueryOptions) => ({
      rows: (await pool.query(pgQuery(sql, params, options))).rows as T[],
    }),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T,>(sql: string, params?: unknown[], options?: QueryOptions) => ({
            rows: (await client.query(pgQuery(sql, params, options))).rows as T[],
          }),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * A data folder's PGlite runs on a thread of its own (pgliteThread.ts), so the server's work and the
 * database's overlap; an in-memory one, for tests and tools, stays on the caller's thread.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.poolSize, options.statementTimeoutMs);
  if ('dataDir' in options) {
    mkdirSync(path.dirname(options.dataDir), { recursive: true });
    return openPgliteThread(options.dataDir, options.loadDataDir);
  }
  return openPglite(options.loadDataDir);
}
