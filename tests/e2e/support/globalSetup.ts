import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { appServerEnv, e2eDistDir, root, startAppServer } from './appServer.ts';

/**
 * Builds the app, creates an administrator with `npm run create-admin`, then starts the real server on a
 * fresh data folder (PGlite, demo data, mail outbox) on a free loopback port, and stops it afterwards.
 */
export const E2E_ADMIN = { username: 'e2eadmin', email: 'e2eadmin@example.com', password: 'e2e-admin-password' };

function runOrFail(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with status ${result.status}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailDir: string;
    artifactsDir: string;
  }
}

export default async function setup(project: TestProject) {
  // A build of its own, so a benchmark or a developer rebuilding dist/ meanwhile changes nothing here.
  // The test runner sets NODE_ENV=test, which would make the build ship React's development code: the
  // journeys run against the production build that people get.
  if (process.env.E2E_SKIP_BUILD !== '1') {
    runOrFail('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', e2eDistDir, '--emptyOutDir'], { ...process.env, NODE_ENV: 'production' });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-e2e-'));
  const env = { ADMIN_PASSWORD: E2E_ADMIN.password };
  runOrFail('node', ['--import', 'tsx', 'server/cli/createAdmin.ts', '--username', E2E_ADMIN.username, '--email', E2E_ADMIN.email], appServerEnv(dataDir, '', 0, env));
  const server = await startAppServer(dataDir, env);
  const baseURL = server.baseURL;

  const artifactsDir = path.join(root, 'test-results', 'e2e');
  project.provide('baseURL', baseURL);
  project.provide('mailDir', path.join(dataDir, 'mail'));
  project.provide('artifactsDir', artifactsDir);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
