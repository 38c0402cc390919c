import type { BundleReport } from './bundle.ts';
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

function ratio(a: number, b: number): number {
  return b === 0 ? Number.NaN : a / b;
}

function overheadOf(row: DatasetResult['scenarios'][number]): { latency: number; throughput: number } {
  return { latency: ratio(row.http8.p95, row.db8.p95), throughput: ratio(row.db32.rps, row.http32.rps) };
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
