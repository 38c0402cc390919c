import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../support/freePort.ts';

/** The repository's root, where the server's code and the built app are. */
export const root = path.resolve(import.meta.dirname, '../../..');

/** The app the journeys run against: built once by the global setup (the production build people get). */
export const e2eDistDir = path.join(root, 'test-results', 'e2e-dist');

async function waitForHealth(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with status ${server.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 120 s');
}

export interface AppServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real server (the built app, the embedded database in `dataDir`, demo data on an empty one, the mail
 * outbox) on a free loopback port, and answers once it is healthy.
 */
export async function startAppServer(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<AppServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: appServerEnv(dataDir, baseURL, port, env),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseURL, server);
  return {
    baseURL,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}

/**
 * What the server and its command-line tools are started with, on one data folder. A list page waits for its first
 * recaps as long as the journeys wait for a page, not the product's 250 ms: the journeys assert the recaps the
 * server writes into the page, and two files at a time on a loaded machine can stretch a search past 250 ms; the
 * page sent without them when the database is late is the server suite's (tests/server/firstScreen.test.ts).
 */
export function appServerEnv(dataDir: string, baseURL: string, port: number, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: baseURL,
    DEMO_DATA: '1',
    DIST_DIR: e2eDistDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    FIRST_ROWS_BUDGET_MS: '20000',
    ...env,
  };
}
