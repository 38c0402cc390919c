import { inject } from 'vitest';

/**
 * How many browser files run at once, each worker against a server of its own (./globalSetup.ts). Two: the
 * journeys wait on the browser and the server more than they compute, so a second file keeps both cores busy;
 * a third made each file slower by as much as it saved.
 */
export const E2E_WORKERS = 2;

/** The server this worker's files run against: its address and the folder its mails are written to. */
export function appServer(): { baseURL: string; mailDir: string } {
  const servers = inject('servers');
  // The pool id is 1 to maxWorkers, held by one running file at a time: no two files at once share a server.
  return servers[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length]!;
}
