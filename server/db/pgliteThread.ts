import { Worker } from 'node:worker_threads';
import type { Db, Queryable } from './database.ts';
import { PGLITE_SESSION_SETTINGS } from './pgliteSettings.ts';

/** A database error as it crossed from the worker: its message and the fields callers read (code, constraint). */
class EmbeddedDatabaseError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;
  constructor(fields: { message: string; code?: string; constraint?: string; detail?: string }) {
    super(fields.message);
    this.name = 'EmbeddedDatabaseError';
    Object.assign(this, fields);
  }
}

type Answer = { id: number; rows?: unknown[]; ok?: true; error?: ConstructorParameters<typeof EmbeddedDatabaseError>[0] };

/**
 * PGlite on a worker thread of its own. PGlite runs PostgreSQL in WebAssembly on whichever thread opens
 * it; on the server's thread every query's planning and execution stopped HTTP parsing, routing and
 * sending for as long as it ran, and the other way round. On its own thread the two overlap on a
 * second core. Queries cross as messages; a transaction holds the worker's PGlite lock until committed.
 */
export async function openPgliteThread(dataDir: string, loadDataDir?: Blob): Promise<Db> {
  // A Blob crosses into the worker with its workerData, so a data directory loads on the thread that runs it.
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
    workerData: { dataDir, loadDataDir, sessionSettings: PGLITE_SESSION_SETTINGS },
  });
  const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => pending.set(0, {
    resolve: (answer) => (answer.error ? reject(new EmbeddedDatabaseError(answer.error)) : resolve()),
    reject,
  }));
  worker.on('message', (answer: Answer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    waiting?.resolve(answer);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  };
  worker.on('error', (error) => stop(new Error(`The embedded database stopped: ${error.message}`)));
  worker.on('exit', (code) => stop(new Error(`The embedded database stopped (worker exit ${code})`)));

  const call = (message: Record<string, unknown>): Promise<Answer> => {
    if (stopped !== undefined) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<Answer>((resolve, reject) => {
      pending.set(id, {
        resolve: (answer) => (answer.error ? reject(new EmbeddedDatabaseError(answer.error)) : resolve(answer)),
        reject,
      });
      worker.postMessage({ ...message, id });
    });
  };
  const queryable = (transaction?: number): Queryable => ({
    query: async <T,>(sql: string, params?: unknown[]) => ({ rows: (await call({ op: 'query', sql, params, transaction })).rows as T[] }),
  });

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    kind: 'pglite',
    ...queryable(),
    transaction: async (fn) => {
      const { id } = await call({ op: 'begin' });
      let result;
      try {
        result = await fn(queryable(id));
      } catch (error) {
        await call({ op: 'rollback', transaction: id }).catch(() => {});
        throw error;
      }
      await call({ op: 'commit', transaction: id });
      return result;
    },
    close: async () => {
      if (stopped === undefined) await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
