import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from './support/testApp.ts';

const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme', 'light');";
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script>${THEME_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"><header>RecapShelf</header>
      <!--boot-home--><main><input type="search" placeholder="Search"></main><!--/boot-home-->
  </div></body>
</html>
`;

function scriptSources(csp: string): string[] {
  return /(?:^|;)\s*script-src ([^;]*)/.exec(csp)![1]!.trim().split(/\s+/);
}

describe('the boot shell of the single page', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-boot-'));
    writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    ({ app, close } = await openTestApp({ distDir }));
  });
  afterAll(() => close());

  it('allows the page\'s own inline theme script by its hash, and no other inline script', async () => {
    const response = await app.inject({ url: '/' });
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(scriptSources(String(response.headers['content-security-policy']))).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('paints the home page\'s search box and cards to come on the home page only', async () => {
    const home = await app.inject({ url: '/' });
    const searched = await app.inject({ url: '/?search=tower' });
    const login = await app.inject({ url: '/login' });
    expect(home.body).toContain('<input type="search"');
    expect(searched.body).toContain('<input type="search"');
    expect(login.body).not.toContain('<input type="search"');
    expect(login.body).not.toContain('boot-home');
    expect(login.body).toContain('<header>RecapShelf</header>');
  });
});
