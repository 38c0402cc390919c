import type { BundleReport, Sizes } from './bundle.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import type { LoadFigures } from './load.ts';

export interface DatasetResult {
  label: string;
  kind: 'pglite' | 'postgres';
  recaps: number;
  seedSeconds: number | null;
  seedCommand: string;
  sizeBytes: number;
  scenarios: {
    name: string;
    path: string;
    http8: LoadFigures;
    http32: LoadFigures;
    db8: LoadFigures;
    db32: LoadFigures;
    /** CPU time of the server process (user + system) over the 8-connection run, per request; absent in older results. */
    serverCpuMsPerRequest?: number;
    /** The p95 of every round at 8 connections, API and database taking turns; http8 and db8 are the median runs. */
    rounds?: { http8P95: number[]; db8P95: number[] };
  }[];
  rss: { idle: number; peak: number };
  /** A request with no work in it: GET /api/health (one SELECT 1) and SELECT 1 through the driver, at 8; absent in older results. */
  floor?: { http8: LoadFigures; db8: LoadFigures };
  plans?: { name: string; page: string; count: string }[];
}

export interface ScaleOutRow {
  setup: string;
  scenario: string;
  figures: LoadFigures;
}

export interface BenchResults {
  quick: boolean;
  seconds: number;
  date: string;
  machine: string;
  bundle?: BundleReport;
  datasets: DatasetResult[];
  lighthouse?: LighthouseFigures[];
  scaleOut?: ScaleOutRow[];
  pathSuite?: { seconds: number; ok: boolean };
  postgresSettings?: string;
  totalSeconds?: number;
}

const TARGETS = {
  homeJsRatio: 1.6,
  lighthouseScore: 95,
  overhead: 1.5,
  searchP95AtMillion: 50,
  firstPageP95AtMillion: 15,
  seriesP95AtMillion: 15,
};

/** The series scenarios, each held to seriesP95AtMillion at a million recaps. */
const SERIES_SCENARIOS = ['series list', 'series page', 'recaps of a series'];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, index) => (index === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

function sizeCells(sizes: Sizes): string[] {
  return [kib(sizes.raw), kib(sizes.gzip), kib(sizes.brotli)];
}

function ratio(a: number, b: number): number {
  return b === 0 ? Number.NaN : a / b;
}

function overheadOf(row: DatasetResult['scenarios'][number]): { latency: number; throughput: number } {
  return { latency: ratio(row.http8.p95, row.db8.p95), throughput: ratio(row.db32.rps, row.http32.rps) };
}

function largest(results: BenchResults): DatasetResult | undefined {
  return results.datasets[results.datasets.length - 1];
}

function summaryRows(results: BenchResults): string[][] {
  const rows: string[][] = [];
  const bundle = results.bundle;
  if (bundle) {
    const home = ratio(bundle.homeJs.gzip, bundle.floorJs.gzip);
    const entry = ratio(bundle.entryJs.gzip, bundle.floorJs.gzip);
    rows.push(['home route JS, gzip (entry + its static imports + HomePage chunk)', `${kib(bundle.homeJs.gzip)} = ${home.toFixed(2)}× floor`, `≤ ${TARGETS.homeJsRatio}×`, verdict(home <= TARGETS.homeJsRatio)]);
    rows.push(['entry chunk + static imports, gzip', `${kib(bundle.entryJs.gzip)} = ${entry.toFixed(2)}× floor`, `≤ ${TARGETS.homeJsRatio}×`, verdict(entry <= TARGETS.homeJsRatio)]);
    rows.push(['floor: react + react-dom/client, minified, gzip', kib(bundle.floorJs.gzip), '', '']);
    rows.push(['home route CSS, gzip', kib(bundle.homeCss.gzip), '', '']);
    rows.push(['admin chunks statically imported by the home route', bundle.adminInEntry.length === 0 ? `none (of ${bundle.adminChunks.length} admin chunks)` : bundle.adminInEntry.join(', '), 'none', verdict(bundle.adminInEntry.length === 0)]);
  }
  for (const page of results.lighthouse ?? []) {
    rows.push([`Lighthouse ${page.url}: performance / LCP / TBT / CLS`, `${page.performance} / ${(page.lcpMs / 1000).toFixed(2)} s / ${page.tbtMs.toFixed(0)} ms / ${page.cls.toFixed(3)}`, `≥ ${TARGETS.lighthouseScore}, CLS 0`, verdict(page.performance >= TARGETS.lighthouseScore && page.cls === 0)]);
  }
  for (const dataset of results.datasets) {
    const find = (name: string) => dataset.scenarios.find((row) => row.name === name);
    const first = find('first page');
    const search = find('search, whole word');
    const partial = find('search, partial word');
    const atMillion = dataset.kind === 'postgres' && dataset.recaps >= 1_000_000;
    if (first) rows.push([`${dataset.label}: first page p95 at 8 connections`, `${ms(first.http8.p95)} ms`, atMillion ? `≤ ${TARGETS.firstPageP95AtMillion} ms` : '', atMillion ? verdict(first.http8.p95 <= TARGETS.firstPageP95AtMillion) : '']);
    for (const row of [search, partial]) {
      if (row) rows.push([`${dataset.label}: ${row.name} p95 at 8 connections`, `${ms(row.http8.p95)} ms`, atMillion ? `≤ ${TARGETS.searchP95AtMillion} ms` : '', atMillion ? verdict(row.http8.p95 <= TARGETS.searchP95AtMillion) : '']);
    }
    for (const row of SERIES_SCENARIOS.map(find)) {
      if (row) rows.push([`${dataset.label}: ${row.name} p95 at 8 connections`, `${ms(row.http8.p95)} ms`, atMillion ? `≤ ${TARGETS.seriesP95AtMillion} ms` : '', atMillion ? verdict(row.http8.p95 <= TARGETS.seriesP95AtMillion) : '']);
    }
    const worst = Math.max(...dataset.scenarios.map((row) => overheadOf(row).latency));
    rows.push([`${dataset.label}: API overhead over the database (worst p95 ratio at 8 connections)`, `${worst.toFixed(2)}×`, `≤ ${TARGETS.overhead}×`, verdict(worst <= TARGETS.overhead)]);
    if (dataset.floor) rows.push([`${dataset.label}: a request with no work, p95 at 8: GET /api/health vs SELECT 1`, `${ms(dataset.floor.http8.p95)} vs ${ms(dataset.floor.db8.p95)} ms`, '', '']);
    rows.push([`${dataset.label}: server RSS idle / peak under load`, `${mib(dataset.rss.idle)} / ${mib(dataset.rss.peak)}`, '', '']);
  }
  if (results.scaleOut) {
    const total = (setup: string) => results.scaleOut!.filter((row) => row.setup === setup).reduce((sum, row) => sum + row.figures.rps, 0);
    rows.push(['scale-out: req/s, nginx → two processes vs nginx → one (sum over first page and search)', `${total('nginx → two processes').toFixed(0)} vs ${total('nginx → one process').toFixed(0)} (${ratio(total('nginx → two processes'), total('nginx → one process')).toFixed(2)}×)`, '', '']);
  }
  if (results.pathSuite) rows.push(['`npm run test:paths` wall time', `${results.pathSuite.seconds.toFixed(0)} s${results.pathSuite.ok ? '' : ' (exited non-zero)'}`, '', '']);
  return rows;
}

export function renderSummary(results: BenchResults): string {
  return table(['figure', 'value', 'target', ''], summaryRows(results));
}

function bundleSection(bundle: BundleReport): string {
  return `## Bundle

\`npm run bench\` runs \`npx vite build\` (with \`build.manifest: true\`) and reads \`dist/.vite/manifest.json\`: the entry
chunk and every chunk it imports statically is what any route loads first; the home route adds its lazy \`HomePage\`
chunk and that chunk's static imports. Each file is compressed on its own (\`gzip -9\`, \`brotli -q 11\`), as it travels.
The floor is \`react\` + \`react-dom/client\` rendering one element, bundled and minified by the same Vite build (React 19's
npm production files are not minified, so they are listed apart).

${table(['what', 'raw', 'gzip', 'brotli', 'files'], [
    ['home route JS', ...sizeCells(bundle.homeJs), bundle.homeJs.files.map((file) => `\`${file}\``).join(', ')],
    ['entry chunk + static imports', ...sizeCells(bundle.entryJs), bundle.entryJs.files.map((file) => `\`${file}\``).join(', ')],
    ['home route CSS', ...sizeCells(bundle.homeCss), bundle.homeCss.files.map((file) => `\`${file}\``).join(', ')],
    ['floor (react + react-dom/client, minified)', ...sizeCells(bundle.floorJs), ''],
    ['react + react-dom npm production files as shipped', ...sizeCells(bundle.floorFilesRaw), bundle.floorFilesRaw.files.map((file) => `\`${path(file)}\``).join(', ')],
    ['all JS of the app (every route)', ...sizeCells(bundle.allJs), ''],
  ])}

Home route JS is ${ratio(bundle.homeJs.gzip, bundle.floorJs.gzip).toFixed(2)}× the floor gzipped (${ratio(bundle.homeJs.brotli, bundle.floorJs.brotli).toFixed(2)}× brotli); the entry closure alone is ${ratio(bundle.entryJs.gzip, bundle.floorJs.gzip).toFixed(2)}×.
Admin chunks (${bundle.adminChunks.map((file) => `\`${file}\``).join(', ')}) are ${bundle.adminInEntry.length === 0 ? 'reached only through dynamic imports: none is in the home route\'s static closure' : `**statically imported**: ${bundle.adminInEntry.join(', ')}`}.
`;
}

function path(file: string): string {
  return file.replace(/^node_modules\//, '');
}

function lighthouseSection(pages: LighthouseFigures[]): string {
  return `## Lighthouse

\`CHROME_PATH=/usr/bin/chromium npx lighthouse http://127.0.0.1:PORT${pages[0]?.url ?? '/'} --only-categories=performance --chrome-flags="--headless=new --no-sandbox --disable-gpu"\`
(what \`bench/lighthouse.ts\` does through the Node API): the default mobile preset (simulated slow 4G, 4× CPU slowdown),
against the production server (\`server/main.ts\` serving \`dist/\`) on loopback, 10,000 recaps on PGlite. Median of 3 runs.

${table(['page', 'performance', 'FCP', 'LCP', 'TBT', 'CLS'], pages.map((page) => [
    `\`${page.url}\``, page.performance, `${(page.fcpMs / 1000).toFixed(2)} s`, `${(page.lcpMs / 1000).toFixed(2)} s`, `${page.tbtMs.toFixed(0)} ms`, page.cls.toFixed(3),
  ]))}
`;
}

function datasetSection(dataset: DatasetResult, seconds: number): string {
  const rows = dataset.scenarios.map((row) => {
    const overhead = overheadOf(row);
    return [
      row.name,
      `${ms(row.http8.p50)} / ${ms(row.http8.p95)} / ${ms(row.http8.p99)}`,
      row.http32.rps.toFixed(0),
      `${ms(row.db8.p50)} / ${ms(row.db8.p95)} / ${ms(row.db8.p99)}`,
      row.db32.rps.toFixed(0),
      `${overhead.latency.toFixed(2)}×`,
      `${overhead.throughput.toFixed(2)}×`,
      row.serverCpuMsPerRequest === undefined ? '' : row.serverCpuMsPerRequest.toFixed(2),
      row.rounds === undefined ? '' : `${row.rounds.http8P95.map(ms).join(', ')} / ${row.rounds.db8P95.map(ms).join(', ')}`,
      String(row.http8.errors + row.http32.errors + row.db8.errors + row.db32.errors),
    ];
  });
  const rounds = dataset.scenarios[0]?.rounds?.http8P95.length ?? 1;
  const addresses = dataset.scenarios.map((row) => `- ${row.name}: \`${row.path}\``).join('\n');
  return `### ${dataset.label}

Built with \`${dataset.seedCommand}\`${dataset.seedSeconds === null ? '' : ` in ${dataset.seedSeconds.toFixed(0)} s`}; database ${mib(dataset.sizeBytes)}.
API: \`npx autocannon -c 8 -d ${seconds} 'http://127.0.0.1:PORT<address>'\` and \`-c 32\` for req/s. Database: the route's own
statements (\`recapListPageBody\`: the page with its exact total, and a count only where the page cannot tell it) through
\`server/db/driver.ts\` by 8 and 32 callers in a closed loop (\`bench/load.ts\` \`loadDb\`). Latencies in ms, p50 / p95 / p99.${rounds > 1 ? ` The database alone and the API
take turns for ${rounds} rounds; each figure at 8 connections is the round with the median p95 (every round's p95, API / database, in the
last column but one), and req/s at 32 is measured in the first round.` : ''} Server CPU: the server process's user + system time
(\`/proc/PID/stat\`) over the run at 8 connections, divided by its requests${dataset.kind === 'pglite' ? '; on PGlite that includes the database, which runs inside the server' : ''}.

${table(['query', 'API at 8', 'API req/s at 32', 'database at 8', 'database req/s at 32', 'p95 overhead', 'req/s overhead', 'server CPU ms a request', 'p95 of each round, API / database', 'errors'], rows)}

${addresses}
${dataset.floor === undefined ? '' : `
A request with no work in it, at 8 connections: \`GET /api/health\` (one \`SELECT 1\`) p50 / p95 ${ms(dataset.floor.http8.p50)} / ${ms(dataset.floor.http8.p95)} ms
through the API, against \`SELECT 1\` through the driver ${ms(dataset.floor.db8.p50)} / ${ms(dataset.floor.db8.p95)} ms: what the HTTP hop itself adds
(load generator, HTTP and Fastify) on this machine, whatever the query.
`}
Server memory (RSS of the server process, \`/proc/PID/status\` sampled every 200 ms): ${mib(dataset.rss.idle)} after start, ${mib(dataset.rss.peak)} at the peak of the load above.
`;
}

function growthSection(results: BenchResults): string {
  const names = results.datasets[0]?.scenarios.map((row) => row.name) ?? [];
  return `### How the figures grow

API p95 at 8 connections, ms (req/s at 32 in brackets):

${table(['query', ...results.datasets.map((dataset) => dataset.label)], names.map((name) => [
    name,
    ...results.datasets.map((dataset) => {
      const row = dataset.scenarios.find((item) => item.name === name);
      return row ? `${ms(row.http8.p95)} (${row.http32.rps.toFixed(0)})` : '–';
    }),
  ]))}
`;
}

function scaleOutSection(rows: ScaleOutRow[], seconds: number, label: string): string {
  return `## Scale-out

${label}; \`npx autocannon -c 32 -d ${seconds}\` against one server process directly, nginx (1 worker, least connections,
keep-alive upstream; configuration in \`bench/nginx.ts\`) in front of that one process, and nginx in front of two processes
sharing the one PostgreSQL. Everything (load generator, nginx, servers, PostgreSQL) shares the same ${'2'} cores, so this
measures what a second process buys when CPU is already the limit; see docs/scaling.md.

${table(['setup', 'query', 'req/s', 'p50', 'p95', 'p99', 'errors'], rows.map((row) => [
    row.setup, row.scenario, row.figures.rps.toFixed(0), ms(row.figures.p50), ms(row.figures.p95), ms(row.figures.p99), row.figures.errors,
  ]))}
`;
}

function plansSection(dataset: DatasetResult): string {
  const plans = (dataset.plans ?? []).map((plan) => `### ${plan.name}

Page:

\`\`\`
${plan.page}
\`\`\`

Total, when the page cannot tell it (exact):

\`\`\`
${plan.count}
\`\`\`
`).join('\n');
  return `## Query plans, ${dataset.label}

\`EXPLAIN (ANALYZE, BUFFERS)\` of the statements \`server/db/queries/recapList.ts\` builds for each query above, as a visitor
(whose statements have no parameter for a caller), taken by \`npm run bench\` right before the load.

${plans}`;
}

/** docs/performance.md: the figures of this run, the hand-written findings, and the sections other benchmarks own. */
export function renderReport(results: BenchResults, findings: string, previous: string): string {
  const keep = previous.indexOf('## Thumbnail matching');
  const kept = keep >= 0 ? previous.slice(keep).trimEnd() : '';
  const top = largest(results);
  const rounds = top?.scenarios[0]?.rounds?.http8P95.length ?? 1;
  return `# Performance

Measured by \`npm run bench\` (\`bench/run.ts\`) on ${results.date}: ${results.machine}; the whole run took
${((results.totalSeconds ?? 0) / 60).toFixed(0)} minutes. Every load figure runs ${results.seconds} s after a 2 s warm-up${rounds > 1 ? `; the database alone and the API take
turns for ${rounds} rounds and each figure at 8 connections is the median round's` : ''}. The load generator shares the machine's cores with the server and the database, as it would on a developer's laptop; absolute
figures are lower than on a dedicated server, ratios between rows are what to read.${results.postgresSettings ? ` PostgreSQL 15 on
loopback, \`${results.postgresSettings}\`, everything else default.` : ''} Raw figures: \`bench/results/full.json\`.

## Summary

${renderSummary(results)}

${findings.trim()}

${results.bundle ? bundleSection(results.bundle) : ''}
${results.lighthouse ? lighthouseSection(results.lighthouse) : ''}
## API under load

${results.datasets.map((dataset) => datasetSection(dataset, results.seconds)).join('\n')}
${growthSection(results)}
## Generated-path suite

\`time npm run test:paths\` (machine and view suites with every generated path, then the coverage table):
${results.pathSuite ? `${results.pathSuite.seconds.toFixed(0)} s${results.pathSuite.ok ? '' : ', exited non-zero (a machine below 100 % or a failing test at the time of the run)'}` : 'not run'}.

${results.scaleOut && top ? scaleOutSection(results.scaleOut, results.seconds, top.label) : ''}
${top?.plans ? plansSection(top) : ''}
${kept}
`.replace(/\n{3,}/g, '\n\n');
}
