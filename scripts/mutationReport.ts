/**
 * The summary of the mutation runs that is kept in git (docs/reports/mutation.md): one table per part and per
 * folder, computed from each part's last Stryker report (`reports/mutation/<part>/mutation.json`, which is not
 * in git). `npm run test:mutation` writes it after its runs, so the figures are always those of the last run and
 * never typed by hand.
 */

/** What this summary reads of Stryker's JSON report (the mutation-testing-report-schema). */
export interface StrykerReport {
  files: Record<string, { mutants: { status: string }[] }>;
}

export interface MutantCounts {
  killed: number;
  timedOut: number;
  survived: number;
  noCoverage: number;
  /** Left out of the score: static mutants a part does not try, and mutants that did not compile or run. */
  notCounted: number;
}

const NONE: MutantCounts = { killed: 0, timedOut: 0, survived: 0, noCoverage: 0, notCounted: 0 };

function addStatus(counts: MutantCounts, status: string): MutantCounts {
  switch (status) {
    case 'Killed': return { ...counts, killed: counts.killed + 1 };
    case 'Timeout': return { ...counts, timedOut: counts.timedOut + 1 };
    case 'Survived': return { ...counts, survived: counts.survived + 1 };
    case 'NoCoverage': return { ...counts, noCoverage: counts.noCoverage + 1 };
    default: return { ...counts, notCounted: counts.notCounted + 1 };
  }
}

/** The mutants a score is made of: those a test was run against, or could have been. */
export const scoredMutants = (counts: MutantCounts) => counts.killed + counts.timedOut + counts.survived + counts.noCoverage;

/** Stryker's mutation score: the share of scored mutants caught (a time-out counts as caught), in percent. */
export function mutationScore(counts: MutantCounts): number | null {
  const scored = scoredMutants(counts);
  return scored === 0 ? null : ((counts.killed + counts.timedOut) / scored) * 100;
}

/** A report's files under one relative path, whether Stryker wrote them relative or absolute. */
function relativeFiles(report: StrykerReport, root: string): [string, { status: string }[]][] {
  const prefix = root.replace(/\/?$/, '/');
  return Object.entries(report.files).map(([file, { mutants }]) => [file.startsWith(prefix) ? file.slice(prefix.length) : file, mutants]);
}

export function countMutants(report: StrykerReport): MutantCounts {
  return Object.values(report.files).flatMap((file) => file.mutants).reduce((counts, mutant) => addStatus(counts, mutant.status), NONE);
}

/** Counts per folder (a file's directory), so a folder below the bar shows even when its part is above it. */
export function countMutantsByFolder(report: StrykerReport, root: string): Map<string, MutantCounts> {
  const folders = new Map<string, MutantCounts>();
  for (const [file, mutants] of relativeFiles(report, root)) {
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
    folders.set(folder, mutants.reduce((counts, mutant) => addStatus(counts, mutant.status), folders.get(folder) ?? NONE));
  }
  return folders;
}

const figure = (value: number) => value.toLocaleString('en-GB');
const percent = (score: number | null) => (score === null ? 'none scored' : `${score.toFixed(1)} %`);

function row(name: string, counts: MutantCounts): string {
  const cells = [name, figure(scoredMutants(counts)), figure(counts.killed), figure(counts.timedOut), figure(counts.survived),
    figure(counts.noCoverage), figure(counts.notCounted), percent(mutationScore(counts))];
  return `| ${cells.join(' | ')} |`;
}

const TABLE_HEAD = [
  '| mutants | killed | timed out | survived | no coverage | not counted | score |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];

/** One part of stryker.config.mjs as the summary sees it. */
export interface PartResults {
  name: string;
  /** The files the part mutates, relative to the project. */
  files: string[];
  /** Its last run against its own suites, if any. */
  report: StrykerReport | undefined;
  /** Its runs against named suites only (`--tests`), accumulated file by file, if any. */
  namedTests?: StrykerReport;
}

/** "46 of 52": how many of the part's files the report has results for, so a part run over only some says so. */
function filesTried(report: StrykerReport, files: string[], root: string): string {
  const tried = new Set(relativeFiles(report, root).map(([file]) => file));
  return `${figure(files.filter((file) => tried.has(file)).length)} of ${figure(files.length)}`;
}

function table(first: string, rows: string[], withFiles = false): string[] {
  const [head, rule] = TABLE_HEAD;
  return [`| ${first} ${withFiles ? '| files ' : ''}${head}`, `| --- ${withFiles ? '| ---: ' : ''}${rule}`, ...rows];
}

/**
 * The whole file: a part without a report yet is named as not run. `root` is the project folder, to make
 * absolute file names in a report relative.
 */
export function mutationReportMarkdown(parts: PartResults[], root: string): string {
  const partRows = parts.map(({ name, report, files }) => (report
    ? row(`${name} | ${filesTried(report, files, root)}`, countMutants(report))
    : `| ${name} | not run yet | | | | | | | |`));
  const folderRows = parts
    .flatMap(({ report }) => (report ? [...countMutantsByFolder(report, root)] : []))
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([folder, counts]) => row(`\`${folder}\``, counts));
  const named = parts.filter((part): part is PartResults & { namedTests: StrykerReport } => part.namedTests !== undefined);
  const namedPartRows = named.map(({ name, namedTests, files }) => row(`${name} | ${filesTried(namedTests, files, root)}`, countMutants(namedTests)));
  const namedFileRows = named
    .flatMap(({ namedTests }) => relativeFiles(namedTests, root))
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([file, mutants]) => row(`\`${file}\``, mutants.reduce((counts, mutant) => addStatus(counts, mutant.status), NONE)));
  const lowerBounds = named.length === 0 ? [] : [
    '',
    '## Lower bounds against named suites',
    '',
    '`npm run test:mutation -- <files> --tests <suites>` tries the mutants against the named suites only, and',
    'keeps the results apart (`reports/mutation/<part>-named-tests/`, file by file over such runs). A part\'s',
    'whole suites can only catch more, so each score here is a lower bound of the file\'s. Parts whose whole',
    'suites are too slow to try each mutant against (the scanner\'s full scans, the server\'s database-backed',
    'suites) are measured this way, each file against the suite written for it.',
    '',
    ...table('part', namedPartRows, true),
    '',
    ...table('file', namedFileRows),
  ];
  return [
    '# Mutation testing: last results',
    '',
    '<!-- Generated by `npm run test:mutation` (scripts/mutationReport.ts) from each part\'s last report; do not edit. -->',
    '',
    'Written by `npm run test:mutation` after its runs, from each part\'s last Stryker report',
    '(`reports/mutation/<part>/mutation.json`; a run narrowed to some files keeps the other files\' last results).',
    'How to run it and what the parts are: docs/testing.md, "Mutation testing". The score is Stryker\'s:',
    '(killed + timed out) / (killed + timed out + survived + no coverage); "not counted" are static mutants a part',
    'leaves out and mutants that did not compile or run. "files" says how many of the part\'s files have results:',
    'one not run yet has none, nor has one Stryker finds nothing to mutate in (numbers only, which it leaves alone).',
    '',
    '## Per part',
    '',
    ...table('part', partRows, true),
    '',
    '## Per folder',
    '',
    ...table('folder', folderRows),
    ...lowerBounds,
    '',
  ].join('\n');
}
