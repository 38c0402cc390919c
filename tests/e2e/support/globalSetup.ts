import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../support/freePort.ts';

/**
 * Builds the app, creates an administrator with `npm run create-admin`, then starts the real server on a
 * fresh data folder (PGlite, demo data, mail outbox) on a free loopback port, and stops it afterwards.
 */
const root = path.resolve(import.meta.dirname, '../../..');
export const E2E_ADMIN = { username: 'e2eadmin', email: 'e2eadmin@example.com', password: 'e2e-admin-password' };

function runOrFail(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with status ${result.status}`);
}

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

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailDir: string;
    artifactsDir: string;
  }
}

export default async function setup(project: TestProject) {
  // A build of its own, so a benchmark or a developer rebuilding dist/ meanwhile changes nothing here.
  const distDir = path.join(root, 'test-results', 'e2e-dist');
  // The test runner sets NODE_ENV=test, which would make the build ship React's development code: the
  // journeys run against the production build that people get.
  if (process.env.E2E_SKIP_BUILD !== '1') {
    runOrFail('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], { ...process.env, NODE_ENV: 'production' });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: baseURL,
    DEMO_DATA: '1',
    DIST_DIR: distDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    ADMIN_PASSWORD: E2E_ADMIN.password,
  };
  runOrFail('node', ['--import', 'tsx', 'server/cli/createAdmin.ts', '--username', E2E_ADMIN.username, '--email', E2E_ADMIN.email], env);
  const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForHealth(baseURL, server);

  const artifactsDir = path.join(root, 'test-results', 'e2e');
  project.provide('baseURL', baseURL);
  project.provide('mailDir', path.join(dataDir, 'mail'));
  project.provide('artifactsDir', artifactsDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
