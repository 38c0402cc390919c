/**
 * `npm run test:mutation` (docs/testing.md, "Mutation testing"): both parts of stryker.config.mjs, one after the other.
 * - `--since <ref>`: only the mutated files a change touched since <ref> (committed or not), e.g. `--since main`;
 * - folders or files (`src/domain`, `server/auth/access.ts`): only the mutated files under them;
 * - `--tests <files>` (comma-separated): try the mutants against these suites only, a quick lower bound of the
 *   score (a part's whole suites can only catch more); its results are kept apart from the part's own.
 * - `--static`: try static mutants too in a part that leaves them out (Stryker's `--ignoreStatic` only turns it on).
 * Any other option (`--concurrency 2`, `--force`) is passed on to Stryker.
 * Afterwards it writes the summary of every part's last report to docs/reports/mutation.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MUTATION_PARTS, NOT_MUTATED } from '../stryker.config.mjs';
import { mutationReportMarkdown, type StrykerReport } from './mutationReport.ts';

const SUMMARY_FILE = 'docs/reports/mutation.md';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);

/** The config's globs use `**` (any folders) and `*` (any name) only. */
function globPattern(glob: string): RegExp {
  const literal = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const source = glob.split('**/').map((part) => part.split('*').map(literal).join('[^/]*')).join('(?:.*/)?');
  return new RegExp(`^${source}$`);
}

function changedSince(ref: string): Set<string> {
  const base = git('merge-base', ref, 'HEAD')[0];
  return new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]);
}

function underAny(file: string, places: string[]): boolean {
  return places.some((place) => file === place || file.startsWith(place.replace(/\/?$/, '/')));
}

const args = process.argv.slice(2);
const passOn: string[] = [];
const places: string[] = [];
let since: string | undefined;
let tests: string | undefined;
let withStatic = false;
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index];
  if (arg === '--since') since = args[++index] ?? 'main';
  else if (arg.startsWith('--since=')) since = arg.slice('--since='.length);
  else if (arg === '--tests') tests = args[++index];
  else if (arg === '--static') withStatic = true;
  else if (arg.startsWith('-')) passOn.push(arg, ...(args[index + 1] && !args[index + 1].startsWith('-') ? [args[++index]] : []));
  else places.push(arg);
}
const narrowed = since !== undefined || places.length > 0;
const changed = since === undefined ? undefined : changedSince(since);
const tracked = git('ls-files', '--cached', '--others', '--exclude-standard');

/** The files a part mutates: its globs, less those nothing runs in. */
function partFiles(part: { mutate: string[] }): string[] {
  const patterns = part.mutate.map(globPattern);
  return tracked.filter((file) => patterns.some((pattern) => pattern.test(file)) && !NOT_MUTATED.includes(file));
}

let status = 0;
for (const [name, part] of Object.entries(MUTATION_PARTS)) {
  const files = partFiles(part)
    .filter((file) => changed === undefined || changed.has(file))
    .filter((file) => places.length === 0 || underAny(file, places));
  if (narrowed && files.length === 0) continue;
  console.log(`Mutation testing, ${name} part: ${narrowed ? files.join(', ') : part.mutate.join(', ')}`);
  const mutate = narrowed ? ['--mutate', files.join(',')] : [];
  const env = { ...process.env, MUTATION_PART: name, ...(tests ? { MUTATION_TESTS: tests } : {}), ...(withStatic ? { MUTATION_STATIC: '1' } : {}) };
  const run = spawnSync('npx', ['stryker', 'run', ...mutate, ...passOn], { stdio: 'inherit', env });
  status ||= run.status ?? 1;
}
if (narrowed && status === 0) console.log('Every part with a changed or named file was run.');

/** A part's own report, or (`<part>-named-tests`) that of its runs against named suites (`--tests`), kept apart. */
function lastReport(runName: string): StrykerReport | undefined {
  const file = path.join('reports', 'mutation', runName, 'mutation.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StrykerReport) : undefined;
}
const parts = Object.entries(MUTATION_PARTS).map(([name, part]) => ({
  name, files: partFiles(part), report: lastReport(name), namedTests: lastReport(`${name}-named-tests`),
}));
mkdirSync(path.dirname(SUMMARY_FILE), { recursive: true });
writeFileSync(SUMMARY_FILE, mutationReportMarkdown(parts, process.cwd()));
console.log(`Summary of every part's last results: ${SUMMARY_FILE}`);
process.exit(status);
