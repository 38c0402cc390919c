/**
 * `npm run bench -- --series --database-url URL`: the series pages at 1,000,000 recaps on PostgreSQL (the issue's
 * target: p95 ≤ 15 ms each). Against the server process: the series list, the page of the series with the most
 * recaps, and the recap list filtered by that series, one caller and then 8 at a time. Prints a Markdown section
 * for docs/performance.md and writes bench/results/series.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Dataset } from './datasets.ts';
import { loadHttp, warmHttp, type LoadFigures } from './load.ts';
import { startServer } from './processes.ts';

const TARGET_P95_MS = 15;

interface SeriesFigure {
  name: string;
  path: string;
  alone: LoadFigures;
  eight: LoadFigures;
}

export interface SeriesResult {
  label: string;
  seconds: number;
  figures: SeriesFigure[];
}

async function busiestSeries(dataset: Dataset): Promise<string> {
  const db = await dataset.open();
  try {
    const { rows } = await db.query<{ slug: string }>('SELECT slug FROM series WHERE merged_into IS NULL ORDER BY recap_count DESC, id LIMIT 1');
    return rows[0]!.slug;
  } finally {
    await db.close();
  }
}

export async function measureSeries(root: string, dataset: Dataset, seconds: number, log: (message: string) => void): Promise<SeriesResult> {
  const slug = encodeURIComponent(await busiestSeries(dataset));
  const requests = [
    { name: 'series list, most recaps first', path: '/api/series?sortBy=recaps&page=1&limit=20' },
    { name: `series page (${decodeURIComponent(slug)}, the most recaps)`, path: `/api/series/${slug}` },
    { name: 'recaps of that series, newest first', path: `/api/recaps?page=1&limit=20&series=${slug}&sortBy=published_at&sortOrder=desc` },
  ];
  const server = await startServer(root, dataset.env);
  try {
    const figures: SeriesFigure[] = [];
    for (const request of requests) {
      const url = `${server.url}${request.path}`;
      await warmHttp(url);
      log(`${dataset.label}: ${request.name}`);
      const alone = await loadHttp(url, 1, seconds);
      const eight = await loadHttp(url, 8, seconds);
      figures.push({ ...request, alone, eight });
    }
    return { label: dataset.label, seconds, figures };
  } finally {
    await server.stop();
  }
}

const ms = (value: number) => value.toFixed(1);

export function renderSeries(result: SeriesResult): string {
  const rows = result.figures.map((figure) => {
    const met = figure.alone.p95 <= TARGET_P95_MS ? 'met' : 'not met';
    return `| ${figure.name} | ${ms(figure.alone.p50)} / ${ms(figure.alone.p95)} | ${ms(figure.eight.p50)} / ${ms(figure.eight.p95)} | ${figure.eight.errors} | ≤ ${TARGET_P95_MS} ms: ${met} |`;
  }).join('\n');
  const paths = result.figures.map((figure) => `- ${figure.name}: \`${figure.path}\``).join('\n');
  return `### ${result.label}

Each request looped for ${result.seconds} s by one caller, then by 8 at a time (autocannon against the server process).

| request | one caller p50 / p95 ms | 8 callers p50 / p95 ms | errors | target (one caller) |
| --- | --- | --- | --- | --- |
${rows}

${paths}
`;
}

export function writeSeriesResults(root: string, result: SeriesResult): string {
  const file = path.join(root, 'bench', 'results', 'series.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
