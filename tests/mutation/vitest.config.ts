import { defineConfig } from 'vitest/config';
import { MUTATION_PARTS } from '../../stryker.config.mjs';

/** The suites one part of the mutation run tests its mutants with (stryker.config.mjs); Node only. */
const part = MUTATION_PARTS[process.env.MUTATION_PART === 'server' ? 'server' : 'client'];

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    root: new URL('../..', import.meta.url).pathname,
    include: part.tests,
    // Instrumented code runs several times slower; a generated-path walk takes tens of seconds then.
    testTimeout: 180000,
    hookTimeout: 60000,
  },
});
