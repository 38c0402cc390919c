import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/driver.ts';

// A data folder's PGlite answers from a worker thread: values, errors and transactions must cross intact.
describe('PGlite on its own thread', () => {
  let folder: string;
  let db: Db;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'recapshelf-thread-'));
    db = await openDatabase({ dataDir: path.join(folder, 'db') });
    await db.query('CREATE TABLE items (id int PRIMARY KEY, name text UNIQUE, tags text[], at timestamptz, amount bigint, score float8)');
  });
  afterAll(async () => {
    await db.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('passes parameters and returns rows with their types', async () => {
    const at = new Date('2024-05-01T12:34:56.789Z');
    await db.query('INSERT INTO items VALUES ($1, $2, $3, $4, $5, $6)', [1, 'one "quoted"\nline', ['a', 'b'], at, 9_007_199_254_740_991, 4.25]);
    const { rows } = await db.query('SELECT * FROM items WHERE id = $1', [1]);
    expect(rows).toEqual([{ id: 1, name: 'one "quoted"\nline', tags: ['a', 'b'], at, amount: 9_007_199_254_740_991, score: 4.25 }]);
  });

  it('reports a database error with its SQLSTATE and constraint, and goes on answering', async () => {
    const failure = await db.query('INSERT INTO items (id, name) VALUES (2, $1)', ['one "quoted"\nline']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'items_name_key' });
    await expect(db.query('SELECT nonsense FROM items')).rejects.toMatchObject({ code: '42703' });
    expect((await db.query('SELECT count(*)::int AS n FROM items')).rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction as a whole, and rolls all of it back when its work throws', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id, name) VALUES (10, $1)', ['ten']);
      await tx.query('INSERT INTO items (id, name) VALUES (11, $1)', ['eleven']);
      return 'done';
    });
    expect(result).toBe('done');
    const failed = db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id, name) VALUES (12, $1)', ['twelve']);
      await tx.query('INSERT INTO items (id, name) VALUES (13, $1)', ['ten']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    const { rows } = await db.query<{ id: number }>('SELECT id FROM items WHERE id >= 10 ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual([10, 11]);
  });

  it('keeps queries from outside a transaction out of it until it ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id, name) VALUES (20, $1)', ['twenty']);
      await held;
      throw new Error('changed my mind');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Asked while the transaction is open; answered after its rollback, so it never sees row 20.
    const outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE id = 20');
    release();
    await expect(transaction).rejects.toThrow('changed my mind');
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('keeps what was written after it is closed and opened again, and refuses queries once closed', async () => {
    const other = path.join(folder, 'again');
    const first = await openDatabase({ dataDir: other });
    await first.query('CREATE TABLE kept (value text)');
    await first.query("INSERT INTO kept VALUES ('still here')");
    await first.close();
    await expect(first.query('SELECT 1')).rejects.toThrow('The embedded database stopped');
    const second = await openDatabase({ dataDir: other });
    try {
      expect((await second.query('SELECT value FROM kept')).rows).toEqual([{ value: 'still here' }]);
    } finally {
      await second.close();
    }
  });
});
