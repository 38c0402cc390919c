import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/driver.ts';
import { migrate } from '../../server/db/migrate.ts';
import { buildRecapListQuery } from '../../server/db/queries/recapList.ts';
import { planNodes, recapsNodes } from './support/queryPlan.ts';
import { openLargeCataloguePglite, pgliteTemplate } from './support/templateDatabase.ts';

/** How a statement reads the recaps table: its plan's scans of it, as "node type on index or table". */
async function recapsScans(db: Db, sql: string, params: unknown[]): Promise<string[]> {
  return recapsNodes(await planNodes(db, sql, params)).map((node) => `${node['Node Type']} on ${node['Index Name'] ?? 'recaps'}`);
}

// The embedded database whatever DATABASE_URL says: how PostgreSQL plans is its operator's settings.
describe('the embedded database', () => {
  let db: Db;

  beforeAll(async () => {
    // The run's migrated template with the large catalogue written in, loaded instead of made, migrated and
    // written again (initdb alone takes seconds, the catalogue tens of them).
    db = await openLargeCataloguePglite();
  }, 180_000);
  afterAll(() => db.close());

  it('counts a search never counted before along an index, not by a sequential scan of the table', async () => {
    // A sequential scan of a large table goes through a small ring of buffers and starts where the last one
    // stopped, so each count read the table from disk again, slowest where the scan began among few matches;
    // along an index, the rows it reaches stay cached for the page and the next count.
    const list = buildRecapListQuery({ page: 1, limit: 20, sortBy: 'published_at', sortOrder: 'desc', search: 'recap;', language: 'en' }, null);
    const scans = await recapsScans(db, list.totalSql, list.params);
    expect(scans.length).toBeGreaterThan(0);
    expect(scans.filter((scan) => !scan.startsWith('Index Scan'))).toEqual([]);
  });

  it('reads a deep page in the index alone again after an upgrade rewrote recaps on every page of the table', async () => {
    // An upgrade whose migration rewrites recaps, as the series migrations did (every one): the pages of rows written
    // since the last VACUUM are not marked all-visible, and PGlite has no autovacuum to mark them. One row rewritten
    // on each page of the table unmarks every page, as rewriting every row does, with a fraction of its writes.
    await db.query('UPDATE recaps SET views = views + 1 WHERE id IN (SELECT DISTINCT ON ((ctid::text::point)[0]) id FROM recaps)');
    const page = buildRecapListQuery({ page: 500, limit: 20, sortBy: 'published_at', sortOrder: 'desc', language: 'en' }, null);
    const walks = async () => recapsNodes(await planNodes(db, page.pageSql, page.params, { analyze: true }))
      .filter((node) => node['Node Type'] === 'Index Only Scan');
    // Before the upgrade's migrations end, the walk reads the table for the rows under the page.
    const unmarked = await walks();
    expect(unmarked).toHaveLength(1);
    expect(unmarked[0]!['Heap Fetches']).toBeGreaterThan(0);
    const [last] = (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1')).rows;
    await db.query('DELETE FROM schema_migrations WHERE name = $1', [last!.name]);
    expect(await migrate(db)).toEqual([last!.name]);
    const after = await walks();
    expect(after).toHaveLength(1);
    expect(after[0]!['Heap Fetches']).toBe(0);
    // Rewriting the rows, a migration and a VACUUM of 30,000 recaps: more than the default on a busy machine.
  }, 180_000);

  it('plans the same on its own thread, as the server opens a data folder, as in memory', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-embedded-'));
    const threaded = await openDatabase({ dataDir: path.join(dataDir, 'db'), loadDataDir: await pgliteTemplate() });
    try {
      const settings = 'SELECT name, setting FROM pg_settings WHERE name LIKE \'%page_cost\' ORDER BY name';
      expect((await threaded.query(settings)).rows).toEqual((await db.query(settings)).rows);
      expect((await threaded.query(settings)).rows).not.toEqual([]);
    } finally {
      await threaded.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
