/**
 * The documented deployment, run: Debian's nginx with the site from docs/deployment.md in front of two server
 * processes on a PostgreSQL cluster of its own, and a browser that logs in, writes, logs out and loads a page
 * through it. The upstreams see nginx's rewritten Host (127.0.0.1) and connections from PROXY_ADDRESS; the
 * browser's own address must reach the servers' log lines as the client address, so it came from nginx's headers.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '../support/freePort.ts';
import { ROOT, check, createDatabase, log, sleep, startPostgres, startServer, stopServer, tempDir, type ServerProcess } from '../../reliability/lib.ts';
import { documentedSite, renderOnLoopback } from './nginxSite.ts';

/** The browser's address, and the other loopback address nginx connects upstream from (the only one trusted). */
const BROWSER_ADDRESS = '127.0.0.1';
const PROXY_ADDRESS = '127.0.0.3';
const started = Date.now();
/** Stands for the one-time token of a verification or reset link. */
const LINK_TOKEN = 'link-token-that-must-stay-out-of-logs';
/** The first administrator, made with `npm run create-admin` as the doc says: off a local trial no demo account has a known password. */
const OWNER = { username: 'owner', email: 'owner@recaps.example', password: 'owner-password-1' };

function requestLines(server: ServerProcess): { client?: string; method?: string; route?: string; status?: number; reqId?: string }[] {
  return server.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
}

async function main() {
  const work = tempDir('deployment');
  const distDir = path.join(work, 'dist');
  log('building the app');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir], { cwd: ROOT, stdio: 'inherit' });
  check(build.status === 0, 'the build failed');

  const cluster = await startPostgres();
  const servers: ServerProcess[] = [];
  let nginx: ReturnType<typeof spawn> | undefined;
  try {
    const databaseUrl = await createDatabase(cluster, 'recapshelf_deployment');
    const port = await freePort();
    const appUrl = `http://${BROWSER_ADDRESS}:${port}`;
    Object.assign(process.env, { APP_URL: appUrl, TRUST_PROXY: PROXY_ADDRESS, LOG_LEVEL: 'info', DIST_DIR: distDir });
    const target = { kind: 'postgres' as const, dataDir: path.join(work, 'data'), databaseUrl };
    const createAdmin = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/createAdmin.ts', '--username', OWNER.username, '--email', OWNER.email], {
      cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: target.dataDir, ADMIN_PASSWORD: OWNER.password }, stdio: 'inherit',
    });
    check(createAdmin.status === 0, 'npm run create-admin failed');
    // One after the other: the first seeds the demo catalogue (DEMO_DATA=1, random passwords), the second finds it done.
    for (let i = 0; i < 2; i += 1) servers.push(await startServer(target, { readyTimeoutMs: 120_000 }));
    log(`servers on ${servers.map((server) => server.port).join(' and ')}`);

    const prefix = path.join(work, 'nginx');
    mkdirSync(prefix, { recursive: true });
    const config = renderOnLoopback(documentedSite(ROOT), {
      listenAddress: BROWSER_ADDRESS,
      proxyAddress: PROXY_ADDRESS,
      port,
      redirectPort: await freePort(),
      upstreamPorts: [servers[0]!.port, servers[1]!.port],
      distDir,
      prefix,
    });
    writeFileSync(path.join(prefix, 'nginx.conf'), config);
    const syntax = spawnSync('nginx', ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { encoding: 'utf8' });
    check(syntax.status === 0, `nginx refused the documented site:\n${syntax.stderr}`);
    nginx = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit' });
    for (let tries = 0; ; tries += 1) {
      try {
        if ((await fetch(`${appUrl}/api/health`)).ok) break;
      } catch {
        check(tries < 50, 'nginx did not answer');
      }
      await sleep(100);
    }

    const asset = await fetch(`${appUrl}/`).then((response) => response.text()).then((html) => /\/assets\/[^"]+\.js/.exec(html)?.[0]);
    check(asset !== undefined, 'the page names no script under /assets/');
    const assetAnswer = await fetch(`${appUrl}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    check(assetAnswer.headers.get('cache-control')?.includes('immutable') === true, 'hashed assets are not immutable through nginx');
    check((await fetch(`${appUrl}/metrics`)).status === 404, '/metrics is reachable through nginx');

    log('the browser journey through nginx');
    const browser = await chromium.launch({
      timeout: 60_000,
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
    try {
      const page = await (await browser.newContext({ baseURL: appUrl })).newPage();
      await page.goto('/login');
      await page.getByLabel('Username or Email').fill(OWNER.username);
      await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
      await page.getByRole('button', { name: /^Log ?in$/i }).click();
      await page.waitForURL((url) => url.pathname === '/');

      await page.getByRole('button', { name: /^Open / }).first().click();
      const save = page.getByRole('dialog').getByRole('button', { name: /Save for Later|Saved to Watchlist/ });
      const before = await save.innerText();
      await save.click();
      await page.getByText(before === 'Save for Later' ? 'Added to watchlist' : 'Removed from watchlist').first().waitFor();
      await page.keyboard.press('Escape');

      await page.goto('/watchlist');
      await page.getByRole('heading', { name: 'My Watchlist' }).waitFor();
      // The header may show the visitor before the logout's answer is in: wait for it, so that leaving the page
      // does not cut the request off.
      const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/logout');
      await page.getByRole('button', { name: 'Logout' }).click();
      await loggedOut;
      await page.locator('header', { hasText: 'Register' }).waitFor();

      // The links of account e-mails carry a one-time token in the query: opened through nginx, it must not
      // reach nginx's access log (nor the servers' lines, which log paths without queries).
      await page.goto(`/verify-email?token=${LINK_TOKEN}`);
      await page.goto(`/reset-password-confirm?token=${LINK_TOKEN}`);

      await page.goto('/channels');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('button', { name: /^View / }).first().or(page.getByRole('link').nth(3)).first().waitFor();
    } finally {
      await browser.close();
    }

    const lines = servers.flatMap(requestLines);
    const writes = lines.filter((line) => line.method === 'POST' || line.method === 'DELETE');
    check(writes.some((line) => line.route === '/api/auth/login' && line.status === 200), 'no accepted login reached the logs');
    check(writes.some((line) => line.route?.startsWith('/api/watchlist') && (line.status ?? 500) < 300), 'no accepted watchlist write reached the logs');
    check(writes.some((line) => line.route === '/api/auth/logout' && line.status === 200), 'no logout reached the logs');
    check(lines.every((line) => line.status === undefined || line.status < 500), 'a request failed with a 5xx');
    const clients = new Set(lines.filter((line) => line.route?.startsWith('/api/')).map((line) => line.client));
    check(clients.has(BROWSER_ADDRESS), `the browser's address ${BROWSER_ADDRESS} is not in the logs (saw ${[...clients].join(', ')})`);
    check(!clients.has(PROXY_ADDRESS), 'the logs show the proxy, not the client');
    check(servers.every((server) => requestLines(server).length > 0), 'one upstream never answered');

    const accessLog = readFileSync(path.join(prefix, 'access.log'), 'utf8');
    check(accessLog.includes('/verify-email') && accessLog.includes('/reset-password-confirm'), 'the e-mail links never reached nginx');
    const withToken = accessLog.split('\n').filter((line) => line.includes(LINK_TOKEN));
    check(withToken.length === 0, `nginx's access log carries a link's token:\n${withToken.join('\n')}`);
    check(servers.every((server) => !server.output().includes(LINK_TOKEN)), "a server's log carries a link's token");
    check(accessLog.split('\n').some((line) => line.startsWith(`${BROWSER_ADDRESS} `)), "nginx's access log has no line of the browser's address");
    const sharedIds = lines.filter((line) => line.reqId !== undefined && accessLog.includes(` ${line.reqId}\n`));
    check(sharedIds.length > 0, "no request id is in both nginx's access log and a server's line");
    log(`passed in ${Math.round((Date.now() - started) / 1000)} s: ${lines.length} logged requests over both servers, clients ${[...clients].join(', ')}`);
  } finally {
    nginx?.kill('SIGTERM');
    for (const server of servers) await stopServer(server);
    cluster.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
