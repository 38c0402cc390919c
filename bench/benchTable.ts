import { renderSummary, type BenchResults } from './report.ts';

/**
 * docs/performance.md is written by hand, except its first table: the current figures of the last full
 * `npm run bench`, which the bench writes between these two markers and nowhere else. The rest of the page says
 * how each figure is measured and why it matters; the figures' history is in git.
 */
export const BENCH_TABLE_START = '<!-- bench:table:start (written by `npm run bench` from bench/results/full.json; do not edit) -->';
export const BENCH_TABLE_END = '<!-- bench:table:end -->';

/** The table and the line that says where and when it was measured. */
export function renderBenchTable(results: BenchResults): string {
  return [
    `Measured on ${results.date} on ${results.machine} by \`npm run bench\`${results.quick ? ' --quick' : ''}`
      + ` (${results.seconds} s of load a figure; raw figures in \`bench/results/full.json\`).`,
    '',
    renderSummary(results),
  ].join('\n');
}

/** The page with the text between its markers replaced, everything else as it was. */
export function withBenchTable(page: string, table: string): string {
  const start = page.indexOf(BENCH_TABLE_START);
  const end = page.indexOf(BENCH_TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`docs/performance.md has lost its generated table's markers: put "${BENCH_TABLE_START}" and "${BENCH_TABLE_END}" back where the table goes.`);
  }
  return `${page.slice(0, start + BENCH_TABLE_START.length)}\n${table.trim()}\n${page.slice(end)}`;
}
