import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Two projects: the DOM-free suites (domain, API client, machines, server) run in Node; the view suites in jsdom.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    globals: true,
    // Vitest's default is one worker fewer than the cores: one worker on a two-core machine, which leaves a core
    // idle while a suite waits on its database, a spawned server or a timer. At least two keep both busy.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/domain/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/machines/**/*.test.ts'],
          // One process per worker for all its files (no isolation): loading the machines and XState again for
          // each file was most of a machine file's time. Each file's actors end with it (the setup file).
          isolate: false,
          setupFiles: ['tests/machines/support/actorsEndWithTheirFile.ts'],
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/scanner/**/*.test.ts'],
          // One process per worker for all its files (no isolation): loading Fastify, the queries and PGlite's
          // WebAssembly again for each file was a third of a small server file's time. Each file builds its own app on
          // its own database and closes both, so nothing a file leaves in a module is another file's.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
          // Migrates one template database per run; each test database is a copy of it.
          globalSetup: ['tests/server/support/migratedTemplate.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          environment: 'jsdom',
          // Worker threads rather than the default child processes, and one jsdom window per worker for all its
          // files (no isolation): starting a window and loading the app again for each file was most of a small
          // view file's time. Each test starts from what a fresh window shows (tests/views/support/setup.ts). The
          // node and server projects stay in processes: native work (argon2, sharp, PGlite's thread) still running
          // when a thread ends aborts the whole run.
          pool: 'threads',
          isolate: false,
          include: ['tests/views/**/*.test.tsx'],
          setupFiles: ['tests/views/support/setup.ts'],
          testTimeout: 30000,
        },
      },
    ],
  },
});
