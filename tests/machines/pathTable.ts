/**
 * `npm run test:paths`: runs the machine and view suites, collects what every generated path covered,
 * and prints one row per machine. Exits non-zero when a machine is below 100 % or has no model test.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ModelWalkReport } from './support/modelWalk.ts';

const root = path.resolve(import.meta.dirname, '../..');
const folder = mkdtempSync(path.join(tmpdir(), 'model-paths-'));
const reportFile = path.join(folder, 'reports.jsonl');

const started = performance.now();
const run = spawnSync('npx', ['vitest', 'run', 'tests/machines', 'tests/views', '--reporter=dot'], {
  cwd: root,
  env: { ...process.env, MODEL_REPORT_FILE: reportFile },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const seconds = (performance.now() - started) / 1000;

const reports: ModelWalkReport[] = (() => {
  try {
    return readFileSync(reportFile, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as ModelWalkReport);
  } catch {
    return [];
  }
})();
rmSync(folder, { recursive: true, force: true });

interface Row {
  machine: string;
  states: number;
  transitions: number;
  paths: number;
  statesCovered: number;
  transitionsCovered: number;
}

const machines = readdirSync(path.join(root, 'src/machines'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

const rows: Row[] = machines.map((machine) => {
  const own = reports.filter((report) => report.name === machine);
  const states = new Set(own.flatMap((report) => report.stateIds));
  const transitions = new Set(own.flatMap((report) => report.transitionIds));
  const coveredStates = new Set(own.flatMap((report) => report.coveredStateIds));
  const coveredTransitions = new Set(own.flatMap((report) => report.coveredTransitionIds));
  return {
    machine,
    states: states.size,
    transitions: transitions.size,
    paths: own.reduce((sum, report) => sum + report.paths, 0),
    statesCovered: coveredStates.size,
    transitionsCovered: coveredTransitions.size,
  };
});

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);
const table = rows.map((row) => ({
  machine: row.machine,
  states: row.states,
  transitions: row.transitions,
  paths: row.paths,
  'states covered': `${percent(row.statesCovered, row.states).toFixed(1)} %`,
  'transitions covered': `${percent(row.transitionsCovered, row.transitions).toFixed(1)} %`,
}));
console.table(table);
console.log(`Generated-path suites (tests/machines and tests/views) took ${seconds.toFixed(1)} s.`);

const incomplete = rows.filter((row) => row.states === 0 || row.statesCovered < row.states || row.transitionsCovered < row.transitions);
if (incomplete.length > 0) console.error(`Below 100 % or without a model test: ${incomplete.map((row) => row.machine).join(', ')}`);
process.exit(run.status === 0 && incomplete.length === 0 ? 0 : 1);
