import { configDefaults, defineConfig } from 'vitest/config';
import { MUTATION_PARTS } from '../../stryker.config.mjs';

/**
 * The suites one part of the mutation run tests its mutants with (stryker.config.mjs), Node only; or the ones
 * `npm run test:mutation -- --tests <files>` names, for a quick look at one file against its own suites.
 */
const part = MUTATION_PARTS[(process.env.MUTATION_PART ?? 'client') as keyof typeof MUTATION_PARTS] ?? MUTATION_PARTS.client;
const tests = process.env.MUTATION_TESTS ? process.env.MUTATION_TESTS.split(',') : part.tests;
/** A part's pattern starting with `!` leaves those files out. */
const excluded = tests.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1));

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    root: new URL('../..', import.meta.url).pathname,
    include: tests.filter((pattern) => !pattern.startsWith('!')),
    exclude: [...configDefaults.exclude, ...excluded],
    // Instrumented code runs several times slower; a generated-path walk takes tens of seconds then.
    testTimeout: 180000,
    hookTimeout: 60000,
  },
});
