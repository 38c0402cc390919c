import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './support/server.ts';

// The browser suite: the built app on real servers, one per worker (support/globalSetup.ts), two files at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    maxWorkers: E2E_WORKERS,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A poll waits for what the page does after a click: a chunk's code, an answer. Two files at a time on two cores
    // have taken longer than a second to show an admin's links after login, which is no failure of the page.
    expect: { poll: { timeout: 10_000 } },
  },
});
