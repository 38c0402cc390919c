import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Two projects: the DOM-free suites (domain, API client, machines, server) run in Node; the view suites in jsdom.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/domain/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/scanner/**/*.test.ts'],
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
          include: ['tests/views/**/*.test.tsx'],
          setupFiles: ['tests/views/support/setup.ts'],
          testTimeout: 30000,
        },
      },
    ],
  },
});
