import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_TABLE_END, BENCH_TABLE_START, renderBenchTable, withBenchTable } from '../../bench/benchTable.ts';
import type { BenchResults } from '../../bench/report.ts';

const figures = (p95: number) => ({ requests: 100, errors: 0, rps: 500, p50: p95 / 2, p95, p99: p95 * 2 });

/** A full run's results at one catalogue size, as bench/results/full.json holds them. */
function results(firstPageP95: number): BenchResults {
  return {
    quick: false,
    seconds: 8,
    date: '2026-11-24',
    machine: '2 × AMD EPYC, 24 GiB, Node 20.20.2',
    datasets: [{
      label: '10,000 recaps, PGlite',
      kind: 'pglite',
      recaps: 10_000,
      seedSeconds: 12,
      seedCommand: 'npm run seed -- --recaps 10000',
      sizeBytes: 50 * 2 ** 20,
      scenarios: [{ name: 'first page', path: '/api/recaps?page=1', http8: figures(firstPageP95), http32: figures(firstPageP95), db8: figures(1), db32: figures(1) }],
      rss: { idle: 100 * 2 ** 20, peak: 200 * 2 ** 20 },
    }],
    pathSuite: { seconds: 61, ok: true },
  };
}

const page = (table: string) => [
  '# Performance',
  '',
  'What the figures are.',
  '',
  BENCH_TABLE_START,
  table,
  BENCH_TABLE_END,
  '',
  '## How each figure is measured',
  '',
  'Written by hand.',
  '',
].join('\n');

describe('the table of current figures in docs/performance.md', () => {
  it('is the summary of the run, with when, where and by which command it was measured', () => {
    const table = renderBenchTable(results(4.2));
    expect(table).toContain('Measured on 2026-11-24 on 2 × AMD EPYC, 24 GiB, Node 20.20.2 by `npm run bench`');
    expect(table).toContain('| 10,000 recaps, PGlite: first page p95 at 8 connections | 4.20 ms |');
    expect(table).toContain('| `npm run test:paths` wall time | 61 s |');
  });

  it('replaces only what is between the markers, so a new run changes the figures and nothing written by hand', () => {
    const before = page('| old | figures |');
    const after = withBenchTable(before, renderBenchTable(results(7.5)));
    expect(after).toContain('| 10,000 recaps, PGlite: first page p95 at 8 connections | 7.50 ms |');
    expect(after).not.toContain('| old | figures |');
    const outside = (text: string) => [text.slice(0, text.indexOf(BENCH_TABLE_START)), text.slice(text.indexOf(BENCH_TABLE_END))];
    expect(outside(after)).toEqual(outside(before));
  });

  it('writes the same page again from the same results, and a later run replaces the earlier one entirely', () => {
    const once = withBenchTable(page(''), renderBenchTable(results(4.2)));
    expect(withBenchTable(once, renderBenchTable(results(4.2)))).toBe(once);
    const later = withBenchTable(once, renderBenchTable(results(9.9)));
    expect(later).toContain('9.90 ms');
    expect(later).not.toContain('4.20 ms');
  });

  it('refuses, in a sentence, a page whose markers were lost, rather than writing the table somewhere else', () => {
    expect(() => withBenchTable('# Performance\n\nNo markers.\n', 'table')).toThrow(/has lost its generated table's markers/);
    expect(() => withBenchTable(`${BENCH_TABLE_END}\n${BENCH_TABLE_START}\n`, 'table')).toThrow(/has lost its generated table's markers/);
  });

  it('has its markers in the page kept in the repository, and the table there is the one the stored results give', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const doc = readFileSync(path.join(root, 'docs', 'performance.md'), 'utf8');
    const stored = JSON.parse(readFileSync(path.join(root, 'bench', 'results', 'full.json'), 'utf8')) as BenchResults;
    expect(withBenchTable(doc, renderBenchTable(stored))).toBe(doc);
  });
});
