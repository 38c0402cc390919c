// The embedded database on a thread of its own (see pgliteThread.ts, which starts it and speaks to it).
// Plain JavaScript: a worker thread loads its file with Node's own loader, which cannot read TypeScript.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (port === null) throw new Error('pgliteWorker.mjs runs only as a worker thread');

/** The fields of a database error that callers read (SQLSTATE, constraint), so they cross the thread intact. */
function describeError(error) {
  const described = { message: error instanceof Error ? error.message : String(error) };
  if (typeof error === 'object' && error !== null) {
    for (const field of ['code', 'constraint', 'detail', 'table', 'column', 'severity']) {
      if (typeof error[field] === 'string') described[field] = error[field];
    }
  }
  return described;
}

const answer = (id, result) => port.postMessage({ id, ...result });

let db;
try {
  db = new PGlite({ dataDir: workerData.dataDir, loadDataDir: workerData.loadDataDir, extensions: { pg_trgm } });
  await db.waitReady;
  await db.exec(workerData.sessionSettings);
  port.postMessage({ id: 0, ok: true });
} catch (error) {
  port.postMessage({ id: 0, error: describeError(error) });
  throw error;
}

// Open transactions by id: each holds PGlite's own lock until the main thread commits or rolls it back.
const transactions = new Map();
const ROLLBACK = Symbol('rollback');

port.on('message', async (message) => {
  const { id, op } = message;
  try {
    if (op === 'query') {
      const handle = message.transaction === undefined ? db : transactions.get(message.transaction)?.tx;
      if (handle === undefined) throw new Error('The transaction has already ended');
      const result = await handle.query(message.sql, message.params);
      answer(id, { rows: result.rows });
    } else if (op === 'begin') {
      // The transaction is known by the id of the message that began it.
      const open = {};
      transactions.set(id, open);
      open.ended = db.transaction((tx) => new Promise((resolve, reject) => {
        Object.assign(open, { tx, resolve, reject });
        answer(id, { ok: true });
      }));
      open.ended.catch((error) => {
        // A BEGIN that failed never reached the callback: the begin itself gets the error.
        if (open.resolve !== undefined) return;
        transactions.delete(id);
        answer(id, { error: describeError(error) });
      });
    } else if (op === 'commit' || op === 'rollback') {
      const open = transactions.get(message.transaction);
      if (open?.resolve === undefined) throw new Error('The transaction has already ended');
      if (op === 'commit') open.resolve();
      else open.reject(ROLLBACK);
      try {
        await open.ended;
      } catch (error) {
        if (error !== ROLLBACK) throw error;
      } finally {
        transactions.delete(message.transaction);
      }
      answer(id, { ok: true });
    } else if (op === 'close') {
      await db.close();
      answer(id, { ok: true });
      port.close();
    }
  } catch (error) {
    answer(id, { error: describeError(error) });
  }
});
