import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { appServerEnv, e2eDistDir, root, startAppServer } from './appServer.ts';
import { E2E_WORKERS } from './server.ts';

/**
 * Builds the app, then, for each worker of the suite, creates an administrator with `npm run create-admin` and
 * starts the real server on a fresh data folder of its own (PGlite, demo data, mail outbox) on a free loopback
 * port, and stops them afterwards. Two files run at a time, each against its worker's server: a file changes
 * the data (deactivates a channel, rejects a suggestion), and no other file running meanwhile sees it.
 */
export const E2E_ADMIN = { username: 'e2eadmin', email: 'e2eadmin@example.com', password: 'e2e-admin-password' };

async function runOrFail(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed with status ${status}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker, in the order of the workers' pool ids (see ./server.ts). */
    servers: { baseURL: string; mailDir: string }[];
    artifactsDir: string;
  }
}

export default async function setup(project: TestProject) {
  // A build of its own, so a benchmark or a developer rebuilding dist/ meanwhile changes nothing here.
  // The test runner sets NODE_ENV=test, which would make the build ship React's development code: the
  // journeys run against the production build that people get.
  if (process.env.E2E_SKIP_BUILD !== '1') {
    await runOrFail('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', e2eDistDir, '--emptyOutDir'], { ...process.env, NODE_ENV: 'production' });
  }
  const env = { ADMIN_PASSWORD: E2E_ADMIN.password };
  const started = await Promise.all(
    Array.from({ length: E2E_WORKERS }, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-e2e-'));
      await runOrFail('node', ['--import', 'tsx', 'server/cli/createAdmin.ts', '--username', E2E_ADMIN.username, '--email', E2E_ADMIN.email], appServerEnv(dataDir, '', 0, env));
      return { dataDir, server: await startAppServer(dataDir, env) };
    }),
  );
  project.provide('servers', started.map(({ dataDir, server }) => ({ baseURL: server.baseURL, mailDir: path.join(dataDir, 'mail') })));
  project.provide('artifactsDir', path.join(root, 'test-results', 'e2e'));

  return async () => {
    await Promise.all(started.map(({ server }) => server.stop()));
    for (const { dataDir } of started) rmSync(dataDir, { recursive: true, force: true });
  };
}
