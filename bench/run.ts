/**
 * `npm run bench [-- --quick] [-- --seconds N] [-- --database-url URL] [-- --report-only | --paths-only | --abuse | --series | --shelf | --import | --account-deletion | --slow-phone]`: bundle sizes, Lighthouse,
 * the API under load against the same queries straight on the database at three catalogue sizes,
 * server memory, the generated-path suite's time and a two-process scale-out behind nginx.
 * Prints the summary; a full run stores its figures in bench/results/full.json and writes the table of current
 * figures at the top of docs/performance.md (between its markers: bench/benchTable.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureAbuse, renderAbuse, writeAbuseResults, type AbuseResult } from './abuse.ts';
import { measureSeries, renderSeries, writeSeriesResults } from './series.ts';
import { measureShelf, renderShelf, writeShelfResults, type ShelfResult } from './shelf.ts';
import { measureListImport, renderListImport, writeListImportResults } from './listImport.ts';
import { measureAccountDeletion, renderAccountDeletion, type AccountDeletionResult } from './accountDeletion.ts';
import { measureBundle, type BundleReport } from './bundle.ts';
import { pgliteDataset, postgresDataset, type Dataset } from './datasets.ts';
import { measurePage, CHROME_FLAGS, CHROMIUM_PATH, type LighthouseFigures } from './lighthouse.ts';
import { loadCalls, loadDb, loadHttp, percentile, scenario, warmHttp, type LoadFigures, type Scenario } from './load.ts';
import { startNginx } from './nginx.ts';
import { startPostgres } from './postgres.ts';
import { findSeries, seriesDetail, seriesPage } from '../server/db/queries/series.ts';
import { measureSlowPhone, renderSlowPhone } from './slowPhone.ts';
import { cpuMsOf, rssOf, run, sampleRss, startServer, type ServerProcess } from './processes.ts';
import { renderSummary, type BenchResults, type DatasetResult, type ScaleOutRow } from './report.ts';
import { renderBenchTable, withBenchTable } from './benchTable.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    'database-url': { type: 'string' },
    'bench-dir': { type: 'string' },
    // Writes docs/performance.md's table again from bench/results/full.json, measuring nothing.
    'report-only': { type: 'boolean', default: false },
    // Times the generated-path suite again and stores it in bench/results/full.json, e.g. after a fix.
    'paths-only': { type: 'boolean', default: false },
    // Only the abuse bounds (bench/abuse.ts): 1,000,000 recaps on PostgreSQL and 100,000 on PGlite.
    abuse: { type: 'boolean', default: false },
    // With --abuse: one database at this many recaps, the one --database-url names, else the embedded one.
    'abuse-recaps': { type: 'string' },
    // Only the series pages (bench/series.ts): 1,000,000 recaps on PostgreSQL.
    series: { type: 'boolean', default: false },
    // Only the shelf (bench/shelf.ts): 1,000,000 recaps and 10,000 members on PostgreSQL, 100,000 and 1,000 on PGlite.
    shelf: { type: 'boolean', default: false },
    // Only a 2,000-entry MyAnimeList list imported end to end (bench/listImport.ts): 100,000 recaps on PGlite.
    import: { type: 'boolean', default: false },
    // Only an account's deletion (bench/accountDeletion.ts): 5,000 rows of a member on PGlite at 100,000 recaps,
    // and on the PostgreSQL server --database-url names at 20,000.
    'account-deletion': { type: 'boolean', default: false },
    // Only the first screen on Slow 3G (bench/slowPhone.ts): boot shell, first card, first picture, waterfall.
    'slow-phone': { type: 'boolean', default: false },
  },
});
const quick = args.quick ?? false;
const seconds = Number(args.seconds ?? (quick ? 5 : 8));
const benchDir = path.resolve(args['bench-dir'] ?? path.join(tmpdir(), 'recapshelf-bench'));
mkdirSync(benchDir, { recursive: true });

/** Rounds of the database alone and the API, taking turns (measureDataset); one for a quick run. */
const ROUNDS = quick ? 1 : 3;

function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 0.5);
}

/** The run whose p95 is the median of the runs', so its p50 and p99 are read from the same run. */
function medianRun(runs: LoadFigures[]): LoadFigures {
  return [...runs].sort((a, b) => a.p95 - b.p95)[Math.floor(runs.length / 2)]!;
}

function log(message: string): void {
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

interface Probe {
  channelId: number;
  /** The series with the most recaps: the biggest series page and series filter. */
  seriesSlug: string;
  ids: number[];
  sizeBytes: number;
}

async function probe(dataset: Dataset): Promise<Probe> {
  const db = await dataset.open();
  try {
    // The busiest channel: the channel page with the most to sort.
    const channel = await db.query<{ id: number }>(
      'SELECT r.channel_id AS id FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE c.active GROUP BY r.channel_id ORDER BY count(*) DESC LIMIT 1',
    );
    // A watchlist of 20 recaps spread over the whole catalogue.
    const ids = await db.query<{ id: number }>(
      'SELECT id FROM recaps WHERE id % greatest(1, (SELECT max(id) FROM recaps) / 20) = 0 ORDER BY id LIMIT 20',
    );
    const size = await db.query<{ bytes: number }>('SELECT pg_database_size(current_database())::float8 AS bytes');
    const series = await db.query<{ slug: string }>('SELECT slug FROM series WHERE merged_into IS NULL ORDER BY recap_count DESC, id LIMIT 1');
    return { channelId: channel.rows[0]!.id, seriesSlug: series.rows[0]!.slug, ids: ids.rows.map((row) => row.id), sizeBytes: size.rows[0]!.bytes };
  } finally {
    await db.close();
  }
}

function scenarios(info: Probe): Scenario[] {
  const order = { sortBy: 'published_at', sortOrder: 'desc' };
  return [
    scenario('first page', { page: '1', limit: '20', ...order }),
    scenario('search, whole word', { page: '1', limit: '20', search: 'necromancer', ...order }),
    scenario('search, partial word', { page: '1', limit: '20', search: 'necrom', ...order }),
    scenario('filtered + sorted', { page: '1', limit: '20', language: 'en', min_duration: '3600', max_duration: '7200', sortBy: 'views', sortOrder: 'desc' }),
    scenario('channel page', { page: '1', limit: '20', channel_id: String(info.channelId), ...order }),
    scenario('watchlist ids', { page: '1', limit: '20', ids: info.ids.join(','), ...order }),
    scenario('recaps of a series', { page: '1', limit: '20', series: info.seriesSlug, ...order }),
    {
      name: 'series list',
      path: '/api/series?sortBy=recaps&page=1&limit=20',
      direct: (db) => seriesPage(db, { sortBy: 'recaps', page: 1, limit: 20 }),
    },
    {
      name: 'series page',
      path: `/api/series/${encodeURIComponent(info.seriesSlug)}`,
      direct: async (db) => {
        const found = await findSeries(db, info.seriesSlug);
        if (found.found === 'series') await seriesDetail(db, found.id, null);
      },
    },
  ];
}

async function explainPlans(dataset: Dataset, list: Scenario[]): Promise<DatasetResult['plans']> {
  const { buildRecapListQuery } = await import('../server/db/queries/recapList.ts');
  const db = await dataset.open();
  try {
    const plans: NonNullable<DatasetResult['plans']> = [];
    for (const item of list) {
      if (item.query === undefined) continue;
      const { pageSql, totalSql, params } = buildRecapListQuery(item.query, null);
      const explain = async (statement: string) => {
        const { rows } = await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`, params);
        return rows.map((row) => Object.values(row)[0]).join('\n');
      };
      plans.push({ name: item.name, page: await explain(pageSql), count: await explain(totalSql) });
    }
    return plans;
  } finally {
    await db.close();
  }
}

async function measureDataset(dataset: Dataset, withPlans: boolean): Promise<DatasetResult> {
  log(`${dataset.label}: probing`);
  const info = await probe(dataset);
  const list = scenarios(info);
  const plans = withPlans ? await explainPlans(dataset, list) : undefined;

  // The database alone and the API take turns, round after round, and each figure at 8 connections is the run
  // with the median p95 of its rounds: on a machine whose speed drifts from minute to minute (a shared VM),
  // measuring all of one side first and then all of the other put the drift into the ratio. PGlite is one
  // process's embedded database, so within a round the direct run closes it before the server opens it.
  const rounds: Record<string, { db8: LoadFigures[]; http8: LoadFigures[]; cpu: number[]; db32?: LoadFigures; http32?: LoadFigures }> = {};
  for (const item of list) rounds[item.name] = { db8: [], http8: [], cpu: [] };
  // What a request costs with no work in it: GET /api/health (one SELECT 1) against SELECT 1 through the driver.
  const floor: { db8: LoadFigures[]; http8: LoadFigures[] } = { db8: [], http8: [] };
  let idleRss = 0;
  let peakRss = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const first = round === 0;
    log(`${dataset.label}: round ${round + 1} of ${ROUNDS}, queries straight through the driver`);
    const db = await dataset.open();
    try {
      for (const item of list) {
        const into = rounds[item.name]!;
        await loadDb(db, item, 4, 2);
        into.db8.push(await loadDb(db, item, 8, seconds));
        if (first) into.db32 = await loadDb(db, item, 32, seconds);
      }
      floor.db8.push(await loadCalls(() => db.query('SELECT 1'), 8, seconds));
    } finally {
      await db.close();
    }

    log(`${dataset.label}: round ${round + 1} of ${ROUNDS}, the API under autocannon`);
    const server = await startServer(root, dataset.env);
    try {
      if (first) idleRss = rssOf(server.pid);
      const sampler = sampleRss(server.pid);
      for (const item of list) {
        const into = rounds[item.name]!;
        const url = `${server.url}${item.path}`;
        await warmHttp(url);
        const cpuBefore = cpuMsOf(server.pid);
        const http8 = await loadHttp(url, 8, seconds);
        into.http8.push(http8);
        into.cpu.push((cpuMsOf(server.pid) - cpuBefore) / Math.max(1, http8.requests + http8.errors));
        if (first) into.http32 = await loadHttp(url, 32, seconds);
        log(`  ${item.name}: p95 ${http8.p95.toFixed(1)} ms (db ${into.db8[round]!.p95.toFixed(1)} ms)`);
      }
      await warmHttp(`${server.url}/api/health`);
      floor.http8.push(await loadHttp(`${server.url}/api/health`, 8, seconds));
      peakRss = Math.max(peakRss, sampler.stop());
    } finally {
      await server.stop();
    }
  }
  const results: DatasetResult['scenarios'] = list.map((item) => {
    const measured = rounds[item.name]!;
    return {
      name: item.name,
      path: item.path,
      http8: medianRun(measured.http8),
      http32: measured.http32!,
      db8: medianRun(measured.db8),
      db32: measured.db32!,
      serverCpuMsPerRequest: median(measured.cpu),
      rounds: { http8P95: measured.http8.map((run) => run.p95), db8P95: measured.db8.map((run) => run.p95) },
    };
  });
  return {
    label: dataset.label,
    kind: dataset.kind,
    recaps: dataset.recaps,
    seedSeconds: dataset.seedSeconds,
    seedCommand: dataset.seedCommand,
    sizeBytes: info.sizeBytes,
    scenarios: results,
    rss: { idle: idleRss, peak: peakRss },
    floor: { http8: medianRun(floor.http8), db8: medianRun(floor.db8) },
    plans,
  };
}

async function lighthousePages(dataset: Dataset): Promise<LighthouseFigures[]> {
  const info = await probe(dataset);
  const server = await startServer(root, dataset.env);
  try {
    return [
      { ...(await measurePage(`${server.url}/`, 3)), url: '/' },
      { ...(await measurePage(`${server.url}/recaps/channel/${info.channelId}`, 3)), url: `/recaps/channel/${info.channelId}` },
    ];
  } finally {
    await server.stop();
  }
}

async function pathSuiteSeconds(): Promise<{ seconds: number; ok: boolean }> {
  const started = performance.now();
  // Streamed, not kept quiet: when the suite fails inside a full run, its whole output is in the log.
  // Vite's in-process build sets NODE_ENV=production for this whole process; the suite must run as tests do
  // (React's production build has no act(), which failed every view suite inside a full run).
  const ok = await run('npm', ['run', 'test:paths'], { cwd: root, quiet: false, env: { NODE_ENV: 'test' } }).then(
    () => true,
    (error: unknown) => {
      log(`npm run test:paths failed:\n${error instanceof Error ? error.message : String(error)}`);
      return false;
    },
  );
  return { seconds: (performance.now() - started) / 1000, ok };
}

async function scaleOut(dataset: Dataset): Promise<ScaleOutRow[]> {
  const info = await probe(dataset);
  const targets = scenarios(info).filter((item) => item.name === 'first page' || item.name === 'search, whole word');
  const rows: ScaleOutRow[] = [];
  const servers: ServerProcess[] = [];
  try {
    servers.push(await startServer(root, dataset.env));
    const measure = async (setup: string, base: string) => {
      for (const item of targets) {
        await warmHttp(`${base}${item.path}`);
        rows.push({ setup, scenario: item.name, figures: await loadHttp(`${base}${item.path}`, 32, seconds) });
      }
    };
    await measure('one process', servers[0]!.url);
    const single = await startNginx(path.join(benchDir, 'nginx-1'), [servers[0]!.url]);
    try {
      await measure('nginx → one process', single.url);
    } finally {
      await single.stop();
    }
    servers.push(await startServer(root, dataset.env));
    const pair = await startNginx(path.join(benchDir, 'nginx-2'), servers.map((server) => server.url));
    try {
      await measure('nginx → two processes', pair.url);
    } finally {
      await pair.stop();
    }
  } finally {
    for (const server of servers) await server.stop();
  }
  return rows;
}

/** The table of current figures at the top of docs/performance.md; the rest of the page is written by hand. */
function writeReport(results: BenchResults): void {
  const docFile = path.join(root, 'docs', 'performance.md');
  writeFileSync(docFile, withBenchTable(readFileSync(docFile, 'utf8'), renderBenchTable(results)));
}

async function abuseBench(): Promise<void> {
  const abuseResults: AbuseResult[] = [];
  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
  if (args['abuse-recaps'] !== undefined) {
    // One database at the given size: the one --database-url names, else the embedded one.
    const recaps = Number(args['abuse-recaps']);
    const url = args['database-url'];
    const dataset = url === undefined ? await pgliteDataset(root, benchDir, recaps) : await postgresDataset(root, url, benchDir, recaps);
    abuseResults.push(await measureAbuse(root, dataset, seconds, log));
    console.log(renderAbuse(abuseResults));
    log(`wrote ${path.relative(root, writeAbuseResults(root, abuseResults, dataset.kind))}`);
    return;
  }
  try {
    const url = args['database-url'] ?? (postgres = await startPostgres(path.join(benchDir, 'pg'))).url;
    const markers = postgres ? path.join(benchDir, 'pg') : benchDir;
    abuseResults.push(await measureAbuse(root, await postgresDataset(root, url, markers, 1_000_000), seconds, log));
  } finally {
    await postgres?.stop();
  }
  abuseResults.push(await measureAbuse(root, await pgliteDataset(root, benchDir, 100_000), seconds, log));
  console.log(renderAbuse(abuseResults));
  log(`wrote ${path.relative(root, writeAbuseResults(root, abuseResults))}`);
}

async function seriesBench(): Promise<void> {
  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
  try {
    const url = args['database-url'] ?? (postgres = await startPostgres(path.join(benchDir, 'pg'))).url;
    const markers = postgres ? path.join(benchDir, 'pg') : benchDir;
    const result = await measureSeries(root, await postgresDataset(root, url, markers, 1_000_000), seconds, log);
    console.log(renderSeries(result));
    log(`wrote ${path.relative(root, writeSeriesResults(root, result))}`);
  } finally {
    await postgres?.stop();
  }
}

async function shelfBench(): Promise<void> {
  const results: ShelfResult[] = [];
  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
  try {
    const url = args['database-url'] ?? (postgres = await startPostgres(path.join(benchDir, 'pg'))).url;
    const markers = postgres ? path.join(benchDir, 'pg') : benchDir;
    results.push(await measureShelf(root, await postgresDataset(root, url, markers, 1_000_000), 10_000, seconds, log));
  } finally {
    await postgres?.stop();
  }
  results.push(await measureShelf(root, await pgliteDataset(root, benchDir, 100_000), 1_000, seconds, log));
  console.log(renderShelf(results));
  log(`wrote ${path.relative(root, writeShelfResults(root, results))}`);
}

async function listImportBench(): Promise<void> {
  const result = await measureListImport(root, await pgliteDataset(root, benchDir, 100_000), log);
  console.log(renderListImport(result));
  log(`wrote ${path.relative(root, writeListImportResults(root, result))}`);
}

async function accountDeletionBench(): Promise<void> {
  const results: AccountDeletionResult[] = [];
  const url = args['database-url'];
  if (url !== undefined) results.push(await measureAccountDeletion(await postgresDataset(root, url, benchDir, 20_000), log));
  results.push(await measureAccountDeletion(await pgliteDataset(root, benchDir, 100_000), log));
  console.log(renderAccountDeletion(results));
}

async function slowPhoneBench(): Promise<void> {
  log('building the client (npx vite build)');
  await run('npx', ['vite', 'build'], { cwd: root, quiet: true });
  log('the home page on Slow 3G, cold cache, 3 runs');
  const figures = await measureSlowPhone(root, quick ? 1 : 3);
  const resultsFile = path.join(root, 'bench', 'results', 'slowPhone.json');
  writeFileSync(resultsFile, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(renderSlowPhone(figures));
  log(`wrote ${path.relative(root, resultsFile)}`);
}

async function main(): Promise<void> {
  if (args['paths-only']) {
    const resultsFile = path.join(root, 'bench', 'results', 'full.json');
    const stored = JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults;
    log('npm run test:paths');
    stored.pathSuite = await pathSuiteSeconds();
    writeFileSync(resultsFile, `${JSON.stringify(stored, null, 2)}\n`);
    writeReport(stored);
    log('timed the path suite again; wrote bench/results/full.json and the table of docs/performance.md');
    return;
  }
  if (args['report-only']) {
    writeReport(JSON.parse(readFileSync(path.join(root, 'bench', 'results', 'full.json'), 'utf8')) as BenchResults);
    log('wrote the table of docs/performance.md from bench/results/full.json');
    return;
  }
  if (args.abuse) {
    await abuseBench();
    return;
  }
  if (args.series) {
    await seriesBench();
    return;
  }
  if (args.shelf) {
    await shelfBench();
    return;
  }
  if (args.import) {
    await listImportBench();
    return;
  }
  if (args['account-deletion']) {
    await accountDeletionBench();
    return;
  }
  if (args['slow-phone']) {
    await slowPhoneBench();
    return;
  }
  const started = Date.now();
  const results: BenchResults = {
    quick,
    seconds,
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
    datasets: [],
  };

  log('building the client (npx vite build)');
  await run('npx', ['vite', 'build'], { cwd: root, quiet: true });
  results.bundle = await measureBundle(root, path.join(root, 'dist')) satisfies BundleReport;

  const small = await pgliteDataset(root, benchDir, 10_000);
  const sets: Dataset[] = [small];
  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
  try {
    if (!quick) {
      sets.push(await pgliteDataset(root, benchDir, 100_000));
      const url = args['database-url'];
      if (url) {
        sets.push(await postgresDataset(root, url, benchDir, 1_000_000));
      } else {
        postgres = await startPostgres(path.join(benchDir, 'pg'));
        results.postgresSettings = postgres.settings;
        sets.push(await postgresDataset(root, postgres.url, path.join(benchDir, 'pg'), 1_000_000));
      }
    }
    for (const dataset of sets) results.datasets.push(await measureDataset(dataset, dataset === sets[sets.length - 1]));

    if (!quick) {
      log('Lighthouse (mobile preset), 3 runs a page');
      results.lighthouse = await lighthousePages(small);
      log('scale-out behind nginx');
      results.scaleOut = await scaleOut(sets[sets.length - 1]!);
    }
  } finally {
    await postgres?.stop();
  }

  log('npm run test:paths');
  results.pathSuite = await pathSuiteSeconds();
  results.totalSeconds = (Date.now() - started) / 1000;

  console.log(renderSummary(results));
  const resultsFile = path.join(root, 'bench', 'results', quick ? 'quick.json' : 'full.json');
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  if (!quick) {
    writeReport(results);
    log(`wrote ${path.relative(root, resultsFile)} and the table of docs/performance.md`);
  } else {
    log(`wrote ${path.relative(root, resultsFile)} (the quick run leaves docs/performance.md alone)`);
  }
  log(`Chromium: ${CHROMIUM_PATH} ${CHROME_FLAGS.join(' ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
