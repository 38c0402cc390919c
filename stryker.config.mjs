// @ts-check
/* global process */
/**
 * Mutation testing (docs/testing.md, "Mutation testing"): small mistakes are put into the code one at a time and
 * the tests that cover each line are run against it; a mistake no test notices is a survivor.
 * `npm run test:mutation` runs both parts; `-- --since main` or `-- src/domain` narrows them (scripts/mutation.ts).
 *
 * Four parts, each mutated against the suites that test it, so a mistake in a client constant does not start
 * every database-backed server test:
 * - machines: against the machine suites (their generated paths and flows);
 * - client: the domain and the API client, against the domain, API and machine suites;
 * - server: the server's rules, against the server suites;
 * - scanner: the YouTube scanner and the thumbnail matching, against the scanner suites.
 *
 * A mutant in a module's top level (a constant, a text, a delay or target in a machine's config) runs when the
 * module loads, before any test, so it is a "static" mutant: it must be tried against every test of every file
 * that imports its module. A machine's module is imported by its own suites only, so the machines part tries
 * them all; src/domain/constants.ts is imported by nearly every suite, minutes per mutant, so the other parts
 * leave them out (`--static` with a file argument tries one file's: docs/testing.md).
 */
export const MUTATION_PARTS = {
  machines: {
    mutate: ['src/machines/**/*.ts'],
    tests: ['tests/machines/**/*.test.ts'],
    ignoreStatic: false,
    // A machine test runs in milliseconds; one waiting forever for a state a mutant never reaches is stopped sooner.
    timeoutMS: 10000,
  },
  client: {
    mutate: ['src/domain/**/*.ts', 'src/api/**/*.ts'],
    tests: ['tests/domain/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/machines/**/*.test.ts'],
    ignoreStatic: true,
    timeoutMS: 10000,
  },
  server: {
    // Who may call what, how much, what input is accepted, how a list's query is built.
    mutate: [
      'server/auth/*.ts',
      'server/routes/auth.ts',
      'server/http/validationMessage.ts',
      'server/http/jsonBodyDepth.ts',
      'server/http/unstorableInput.ts',
      'server/db/queries/listDepth.ts',
      'server/db/queries/recapList.ts',
      'server/db/queries/recapListPage.ts',
    ],
    tests: ['tests/server/**/*.test.ts'],
    ignoreStatic: true,
    // A database-backed server test can take seconds; a mutant that loops forever is still stopped.
    timeoutMS: 30000,
  },
  scanner: {
    mutate: ['server/scanner/*.ts'],
    // scanCli.test.ts runs the scanner in a process of its own, out of Stryker's reach: it could catch nothing.
    tests: ['tests/scanner/**/*.test.ts', '!tests/scanner/scanCli.test.ts'],
    ignoreStatic: true,
    timeoutMS: 30000,
  },
};

/** Types only: nothing there runs, so no mutant could be caught. */
export const NOT_MUTATED = ['src/api/types.ts', 'server/scanner/youtubeTypes.ts', 'server/scanner/scannerDb.ts'];

/** The part this run is (scripts/mutation.ts says which); a bare `npx stryker run` is the client part. */
const partName = /** @type {keyof typeof MUTATION_PARTS} */ (
  process.env.MUTATION_PART && process.env.MUTATION_PART in MUTATION_PARTS ? process.env.MUTATION_PART : 'client'
);
const part = MUTATION_PARTS[partName];
/** A run against named suites only (`--tests`) keeps its results apart, so it never stands for the part's. */
const runName = process.env.MUTATION_TESTS ? `${partName}-named-tests` : partName;

/** Stryker's options (stryker-mutator.io, "Configuration"). */
export default {
  testRunner: 'vitest',
  // Only the test files that import the mutated file (directly or not) are run for it.
  vitest: { configFile: 'tests/mutation/vitest.config.ts', related: true },
  coverageAnalysis: 'perTest',
  // What a test never reads stays out of each run's copy of the project: builds, data, and earlier reports.
  ignorePatterns: ['/reports', '/dist', '/data', '/coverage', '/test-results'],
  mutate: [...part.mutate, ...NOT_MUTATED.map((file) => `!${file}`)],
  // `npm run test:mutation -- --static` tries them in every part (MUTATION_STATIC, set by scripts/mutation.ts).
  ignoreStatic: process.env.MUTATION_STATIC ? false : part.ignoreStatic,
  incremental: true,
  incrementalFile: `reports/mutation/${runName}/incremental.json`,
  // The machine is shared: one test process unless STRYKER_CONCURRENCY (or --concurrency) asks for more.
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 1),
  reporters: ['clear-text', 'html', 'json', 'progress'],
  htmlReporter: { fileName: `reports/mutation/${runName}/index.html` },
  jsonReporter: { fileName: `reports/mutation/${runName}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  tempDirName: `reports/mutation/${runName}/.stryker-tmp`,
  // The first run of every related suite takes minutes on a busy machine (Stryker stops it at 5 by default).
  dryRunTimeoutMinutes: 30,
  // Added to the time a mutant's tests took without it before the mutant counts as timed out (caught).
  timeoutMS: part.timeoutMS,
  thresholds: { high: 90, low: 80, break: null },
  // Code whose mutants are equivalent for one reason wherever it has that shape (XState's `types` and actor ids,
  // the rate limits' bucket names and the letter case of their keys) is left unmutated by these, with the reason in the report; a reason particular
  // to one line stays a `// Stryker disable next-line` comment there (docs/testing.md, "Equivalent mutants").
  appendPlugins: ['./tests/mutation/ignorers.mjs'],
  ignorers: ['xstate', 'rateLimitBuckets'],
};
