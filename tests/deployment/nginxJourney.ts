/**
 * The documented deployment, run: Debian's nginx with the site from docs/deployment.md (TLS and HTTP/2 as written)
 * in front of two server processes on a PostgreSQL cluster of its own; a browser that logs in, writes, logs out and
 * loads pages through it; the documented upgrade (a new build, the processes restarted one at a time) while a
 * browser keeps loading pages; the documented backup and restore. The upstreams see nginx's rewritten Host
 * (127.0.0.1) and connections from PROXY_ADDRESS; the browser's own address must reach the servers' log lines as
 * the client address, so it came from nginx's headers. No log line of nginx or the servers may carry a token.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { freePort } from '../support/freePort.ts';
import { ROOT, check, createDatabase, log, sleep, startPostgres, startServer, stopServer, tempDir, type ServerProcess, type Target } from '../../reliability/lib.ts';
import { openDatabase } from '../../server/db/driver.ts';
import { errorText } from '../../src/domain/errorCodes.ts';
import { documentedSite, renderOnLoopback } from './nginxSite.ts';
import { headerValues, httpsRequest, selfSignedCertificate } from './tls.ts';
import { tokenFromOutbox } from './outboxTokens.ts';
import { browseUntilStopped } from './browsingDuringUpgrade.ts';
import { backUpAndRestore } from './backupRestore.ts';

/** The browser's address, and the other loopback address nginx connects upstream from (the only one trusted). */
const BROWSER_ADDRESS = '127.0.0.1';
const PROXY_ADDRESS = '127.0.0.3';
const started = Date.now();
/** The pages a visitor loads during the upgrade. */
const UPGRADE_PAGES = ['/', '/series', '/channels', '/login', '/register'];
/** The first administrator, made with `npm run create-admin` as the doc says: off a local trial no demo account has a known password. */
const OWNER = { username: 'owner', email: 'owner@recaps.example', password: 'owner-password-1' };
/** Chromium's flags for a quiet headless run. */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

type RequestLine = { client?: string; method?: string; route?: string; status?: number; reqId?: string };

function requestLines(server: ServerProcess): RequestLine[] {
  return server.stdout().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as RequestLine);
}

/** A JSON request from the page, with its cookies and origin, as the app makes them. */
function fromPage<T>(page: Page, url: string, method: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(async ({ url, method, body }) => {
    const response = await fetch(url, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, json: await response.json().catch(() => null) };
  }, { url, method, body }) as Promise<{ status: number; json: T }>;
}

/** The second build of an upgrade: the same app under other asset names, into the folder the first build wrote. */
async function buildUpgrade(distDir: string): Promise<void> {
  const renamed = { entryFileNames: 'assets/[name]-[hash]-next.js', chunkFileNames: 'assets/[name]-[hash]-next.js', assetFileNames: 'assets/[name]-[hash]-next[extname]' };
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: distDir, rolldownOptions: { output: renamed, checks: { pluginTimings: false } } } });
}

async function main() {
  const work = tempDir('deployment');
  const distDir = path.join(work, 'dist');
  log('building the app');
  const firstBuild = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir], { cwd: ROOT, stdio: 'inherit' });
  check(firstBuild.status === 0, 'the build failed');

  const cluster = await startPostgres();
  // Every process started, restarted ones included: the logs of all of them are searched for tokens.
  const processes: ServerProcess[] = [];
  const servers: ServerProcess[] = [];
  let nginx: ReturnType<typeof spawn> | undefined;
  const browser = await chromium.launch({ timeout: 60_000, executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const databaseUrl = await createDatabase(cluster, 'recapshelf_deployment');
    const port = await freePort();
    const appUrl = `https://${BROWSER_ADDRESS}:${port}`;
    const dataDir = path.join(work, 'data');
    Object.assign(process.env, { APP_URL: appUrl, TRUST_PROXY: PROXY_ADDRESS, LOG_LEVEL: 'info', DIST_DIR: distDir });
    const target: Target = { kind: 'postgres', dataDir, databaseUrl };
    const createAdmin = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/createAdmin.ts', '--username', OWNER.username, '--email', OWNER.email], {
      cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ADMIN_PASSWORD: OWNER.password }, stdio: 'inherit',
    });
    check(createAdmin.status === 0, 'npm run create-admin failed');
    const start = async (serverPort?: number) => {
      const server = await startServer(target, { readyTimeoutMs: 120_000, port: serverPort });
      processes.push(server);
      return server;
    };
    // One after the other: the first seeds the demo catalogue (DEMO_DATA=1, random passwords), the second finds it done.
    for (let i = 0; i < 2; i += 1) servers.push(await start());
    log(`servers on ${servers.map((server) => server.port).join(' and ')}`);

    const prefix = path.join(work, 'nginx');
    mkdirSync(prefix, { recursive: true });
    const tls = selfSignedCertificate(prefix, BROWSER_ADDRESS);
    const config = renderOnLoopback(documentedSite(ROOT), {
      listenAddress: BROWSER_ADDRESS,
      proxyAddress: PROXY_ADDRESS,
      port,
      redirectPort: await freePort(),
      upstreamPorts: [servers[0]!.port, servers[1]!.port],
      distDir,
      prefix,
      certificate: tls.certificate,
      certificateKey: tls.certificateKey,
    });
    writeFileSync(path.join(prefix, 'nginx.conf'), config);
    const syntax = spawnSync('nginx', ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { encoding: 'utf8' });
    check(syntax.status === 0, `nginx refused the documented site:\n${syntax.stderr}`);
    nginx = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit' });
    const get = (urlPath: string, options: { method?: string; headers?: Record<string, string> } = {}) => httpsRequest(`${appUrl}${urlPath}`, tls.ca, options);
    for (let tries = 0; ; tries += 1) {
      try {
        if ((await get('/api/health')).status === 200) break;
      } catch {
        check(tries < 50, 'nginx did not answer');
      }
      await sleep(100);
    }

    const asset = /\/assets\/[^"]+\.js/.exec((await get('/')).body)?.[0];
    check(asset !== undefined, 'the page names no script under /assets/');
    const assetAnswer = await get(asset, { headers: { 'accept-encoding': 'gzip' } });
    const assetCaching = headerValues(assetAnswer, 'cache-control');
    check(assetCaching.length === 1 && assetCaching[0] === 'public, max-age=31536000, immutable', `hashed assets through nginx carry Cache-Control ${JSON.stringify(assetCaching)}, not one immutable header`);
    check(headerValues(await get('/'), 'cache-control').length === 1, 'the page through nginx carries more or less than one Cache-Control header');
    check((await get('/metrics')).status === 404, '/metrics is reachable through nginx');

    log('the browser journey through nginx');
    const page = await (await browser.newContext({ baseURL: appUrl, ignoreHTTPSErrors: true })).newPage();
    await page.goto('/login');
    const protocol = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol);
    check(protocol === 'h2', `the browser reached the site over ${protocol}, not HTTP/2`);
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

    // A private feed: its address is its token.
    const feed = await fromPage<{ token: string; url: string }>(page, '/api/account/feed-token', 'POST', {});
    check(feed.status === 201, `the feed token was not made (${feed.status})`);
    const feedPath = new URL(feed.json.url).pathname;
    check((await get(feedPath)).status === 200, 'the private feed does not answer through nginx');

    await page.goto('/watchlist');
    await page.getByRole('heading', { name: 'My Watchlist' }).waitFor();
    // The header may show the visitor before the logout's answer is in: wait for it, so that leaving the page
    // does not cut the request off.
    const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/logout');
    await page.getByRole('button', { name: 'Logout' }).click();
    await loggedOut;
    await page.locator('header', { hasText: 'Register' }).waitFor();

    // The links of account e-mails carry a one-time token in the query: opened through nginx, it must reach no log.
    const suffix = String(Date.now() % 1_000_000);
    const email = `deploy${suffix}@deployment.example`;
    const registered = await fromPage(page, '/api/auth/register', 'POST', { username: `deploy${suffix}`, email, password: 'deployment-password' });
    check(registered.status === 201, `the registration was refused (${registered.status})`);
    const mailDir = path.join(dataDir, 'mail');
    const verifyToken = await tokenFromOutbox(mailDir, email, '/verify-email');
    const verified = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/verify-email');
    await page.goto(`/verify-email?token=${verifyToken}`);
    check((await verified).status() === 200, 'the verification link was refused');
    const resetAsked = await fromPage(page, '/api/auth/reset-password', 'POST', { email });
    check(resetAsked.status === 200, `the reset was refused (${resetAsked.status})`);
    const resetToken = await tokenFromOutbox(mailDir, email, '/reset-password-confirm');
    await page.goto(`/reset-password-confirm?token=${resetToken}`);

    await page.goto('/channels');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: /^View / }).first().or(page.getByRole('link').nth(3)).first().waitFor();

    log('the upgrade while a browser loads pages');
    const browsing = browseUntilStopped(browser, appUrl, UPGRADE_PAGES);
    await sleep(3_000);
    const oldEntry = /\/assets\/index-[^"]+\.js/.exec((await get('/')).body)?.[0];
    await buildUpgrade(distDir);
    const tokenAddresses = [feedPath, `/verify-email?token=${verifyToken}`, `/reset-password-confirm?token=${resetToken}`, `/api/auth/verify-email?token=${verifyToken}`];
    for (const index of [0, 1]) {
      await stopServer(servers[index]!);
      // An upstream is down: nginx tries it, fails and writes an error line quoting the request, token and all,
      // unless the site's error log is at the documented level. Once per address, each after nginx's fail_timeout,
      // so that every kind of token meets the down upstream.
      if (index === 0) {
        for (const address of tokenAddresses) {
          for (let i = 0; i < 2; i += 1) {
            const answer = await get(address);
            check(answer.status < 500, `${address.split('?')[0]} answered ${answer.status} with one upstream down`);
          }
          await sleep(5_500);
        }
      }
      servers[index] = await start(servers[index]!.port);
      log(`restarted the process on ${servers[index]!.port}`);
      await sleep(6_000);
    }
    const newEntry = /\/assets\/index-[^"]+\.js/.exec((await get('/')).body)?.[0];
    await sleep(3_000);
    const report = await browsing.stop();
    log(`${report.loads} page loads during the upgrade, entry scripts ${[...report.entryScripts].join(', ')}`);
    check(oldEntry !== undefined && newEntry !== undefined && oldEntry !== newEntry, `the upgrade did not change the page's script (${oldEntry} to ${newEntry})`);
    check(report.entryScripts.has(oldEntry) && report.entryScripts.has(newEntry), 'the browser did not load pages of both builds during the upgrade');
    check(report.failures.length === 0, `requests failed during the upgrade:\n${report.failures.join('\n')}`);
    check(report.blankPages.length === 0, `pages stayed blank during the upgrade:\n${report.blankPages.join('\n')}`);
    check(existsSync(path.join(distDir, oldEntry)), "the upgrade's build deleted the previous build's script");

    const lines = processes.flatMap(requestLines);
    const writes = lines.filter((line) => line.method === 'POST' || line.method === 'DELETE');
    check(writes.some((line) => line.route === '/api/auth/login' && line.status === 200), 'no accepted login reached the logs');
    check(writes.some((line) => line.route?.startsWith('/api/watchlist') && (line.status ?? 500) < 300), 'no accepted watchlist write reached the logs');
    check(writes.some((line) => line.route === '/api/auth/logout' && line.status === 200), 'no logout reached the logs');
    check(lines.every((line) => line.status === undefined || line.status < 500), 'a request failed with a 5xx');
    const clients = new Set(lines.filter((line) => line.route?.startsWith('/api/')).map((line) => line.client));
    check(clients.has(BROWSER_ADDRESS), `the browser's address ${BROWSER_ADDRESS} is not in the logs (saw ${[...clients].join(', ')})`);
    check(!clients.has(PROXY_ADDRESS), 'the logs show the proxy, not the client');
    check(processes.every((server) => requestLines(server).some((line) => line.status !== undefined)), 'one upstream never answered');
    // docs/deployment.md reads the journal with jq: every line a process writes on stdout is JSON.
    for (const server of processes) {
      const notJson = server.stdout().split('\n').filter((line) => line !== '' && !line.startsWith('{'));
      check(notJson.length === 0, `a server wrote lines that are not JSON on stdout:\n${notJson.join('\n')}`);
    }

    const accessLog = readFileSync(path.join(prefix, 'access.log'), 'utf8');
    check(accessLog.includes('/verify-email') && accessLog.includes('/reset-password-confirm') && accessLog.includes('/feeds/following/'), 'the e-mail links or the feed never reached nginx');
    check(accessLog.split('\n').some((line) => line.startsWith(`${BROWSER_ADDRESS} `)), "nginx's access log has no line of the browser's address");
    const sharedIds = lines.filter((line) => line.reqId !== undefined && accessLog.includes(` ${line.reqId}\n`));
    check(sharedIds.length > 0, "no request id is in both nginx's access log and a server's line");

    log('every process down');
    for (const server of servers) await stopServer(server);
    // A call of the app's is answered as a server answers a refusal, with the code the page says in the reader's
    // language; a page's address keeps nginx's own 502.
    const unavailable = await get('/api/recaps');
    const unavailableBody = JSON.parse(unavailable.body) as { error?: string; code?: string };
    check(unavailable.status === 503 && unavailableBody.code === 'server.unavailable' && unavailableBody.error === errorText('server.unavailable'),
      `with every process down, /api/recaps answered ${unavailable.status} ${unavailable.body}`);
    check(headerValues(unavailable, 'content-type')[0]?.startsWith('application/json') === true, 'the answer of an API call with every process down is not JSON');
    check((await get('/channels')).status === 502, 'a page with every process down is not nginx\'s 502');
    for (const [index, server] of servers.entries()) servers[index] = await start(server.port);

    log('the documented backup and restore');
    const { restoredUrl } = await backUpAndRestore(ROOT, work, databaseUrl, cluster.url);
    const rowsOf = async (url: string) => {
      const db = await openDatabase({ databaseUrl: url });
      try {
        const { rows } = await db.query<{ verified: boolean; watchlist: string }>(
          `SELECT (SELECT email_verified FROM users WHERE email = $1) AS verified,
                  (SELECT count(*) FROM watchlist w JOIN users u ON u.id = w.user_id WHERE u.username = $2)::text AS watchlist`, [email, OWNER.username]);
        return rows[0]!;
      } finally {
        await db.close();
      }
    };
    const [original, restored] = [await rowsOf(databaseUrl), await rowsOf(restoredUrl)];
    check(restored.verified === true && restored.watchlist === original.watchlist, `the restored database differs: ${JSON.stringify(restored)} against ${JSON.stringify(original)}`);

    // Last, so that every other check has spoken: no log of nginx or of any server process carries a token.
    const logs: [string, string][] = [
      ...['access.log', 'error.log', 'site-error.log'].filter((name) => existsSync(path.join(prefix, name))).map((name): [string, string] => [`nginx ${name}`, readFileSync(path.join(prefix, name), 'utf8')]),
      ...processes.map((server, index): [string, string] => [`server process ${index + 1} (port ${server.port})`, server.output()]),
    ];
    const tokens = { 'feed token': feed.json.token, 'verification token': verifyToken, 'reset token': resetToken };
    const leaks = logs.flatMap(([name, text]) => Object.entries(tokens).filter(([, token]) => text.includes(token)).map(([kind]) => `${name} carries the ${kind}`));
    check(leaks.length === 0, `tokens in the logs:\n${leaks.join('\n')}`);
    log(`passed in ${Math.round((Date.now() - started) / 1000)} s: ${lines.length} logged requests over ${processes.length} processes, clients ${[...clients].join(', ')}`);
  } finally {
    await browser.close();
    nginx?.kill('SIGTERM');
    for (const server of servers) await stopServer(server);
    cluster.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
