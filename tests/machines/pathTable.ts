/**
 * `npm run test:paths`: runs the machine and view suites, collects what every generated path covered,
 * and prints one row per machine. Exits non-zero when a machine is below 100 % or has no model test.
 *
 * `npm run test:paths -- --reports FILE` reads the figures a run already wrote instead (`MODEL_REPORT_FILE=FILE
 * npm test`), so CI walks every path once and still gets the table.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ModelWalkReport } from './support/modelWalk.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({ options: { reports: { type: 'string' } } });

/** Runs the suites that walk generated paths, with their figures written to a file of its own. */
function runSuites(): { reportText: string; passed: boolean } {
  const folder = mkdtempSync(path.join(tmpdir(), 'model-paths-'));
  const reportFile = path.join(folder, 'reports.jsonl');
  const started = performance.now();
  const run = spawnSync('npx', ['vitest', 'run', 'tests/machines', 'tests/views', '--reporter=dot'], {
    cwd: root,
    env: { ...process.env, MODEL_REPORT_FILE: reportFile },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  console.log(`Generated-path suites (tests/machines and tests/views) took ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  const reportText = readText(reportFile);
  rmSync(folder, { recursive: true, force: true });
  return { reportText, passed: run.status === 0 };
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

// With --reports the suites already ran (and their failures already failed the run that wrote the file).
const { reportText, passed } = options.reports ? { reportText: readText(options.reports), passed: true } : runSuites();
const reports: ModelWalkReport[] = reportText.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as ModelWalkReport);

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

const incomplete = rows.filter((row) => row.states === 0 || row.statesCovered < row.states || row.transitionsCovered < row.transitions);
if (incomplete.length > 0) console.error(`Below 100 % or without a model test: ${incomplete.map((row) => row.machine).join(', ')}`);
process.exit(passed && incomplete.length === 0 ? 0 : 1);
