import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { overBudget, routeSizes } from '../../scripts/bundleBudget.ts';

// A build of four chunks: the entry imports react; the page imports a shared part; the admin page's chunk is never loaded.
const dist = mkdtempSync(path.join(tmpdir(), 'recapshelf-budget-test-'));
const files: Record<string, string> = {
  'assets/index.js': 'entry '.repeat(400),
  'assets/react.js': 'react '.repeat(900),
  'assets/SeriesPage.js': 'series page '.repeat(120),
  'assets/shared.js': 'shared part '.repeat(80),
  'assets/AdminPage.js': 'admin '.repeat(3000),
  'assets/SeriesPage.css': '.card { color: red }'.repeat(50),
};
mkdirSync(path.join(dist, 'assets'), { recursive: true });
mkdirSync(path.join(dist, '.vite'));
for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dist, file), text);
writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/SeriesPage.tsx', 'src/AdminPage.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/SeriesPage.tsx': { file: 'assets/SeriesPage.js', isDynamicEntry: true, imports: ['_shared.js', 'index.html'], css: ['assets/SeriesPage.css'] },
  'src/AdminPage.tsx': { file: 'assets/AdminPage.js', isDynamicEntry: true, imports: ['index.html'] },
}));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const gzip = (...names: string[]) => names.reduce((total, name) => total + gzipSync(files[name]!, { level: 9 }).length, 0);

describe('route budgets', () => {
  it('a route needs the entry, its static imports and its lazy page with that page\'s imports: JavaScript only, each file gzipped', () => {
    const [home, series] = routeSizes(dist, [
      { route: 'home', loads: [], budget: 10_000 },
      { route: 'series', loads: ['src/SeriesPage.tsx'], budget: 10_000 },
    ]);
    expect(home).toMatchObject({ bytes: gzip('assets/index.js', 'assets/react.js'), files: ['assets/index.js', 'assets/react.js'] });
    expect(series!.bytes).toBe(gzip('assets/index.js', 'assets/react.js', 'assets/SeriesPage.js', 'assets/shared.js'));
    expect(series!.files).not.toContain('assets/AdminPage.js');
  });

  it('names each route over its budget, and no route within it', () => {
    const entryBytes = gzip('assets/index.js', 'assets/react.js');
    const sizes = routeSizes(dist, [
      { route: 'home', loads: [], budget: entryBytes },
      { route: 'series', loads: ['src/SeriesPage.tsx'], budget: entryBytes },
    ]);
    const total = gzip('assets/index.js', 'assets/react.js', 'assets/SeriesPage.js', 'assets/shared.js');
    expect(overBudget(sizes)).toEqual([
      `series needs ${total.toLocaleString('en')} bytes of JavaScript (gzip), over its budget of ${entryBytes.toLocaleString('en')} (scripts/routeBudgets.ts).`,
    ]);
  });

  it('refuses a route whose lazy module the build has no chunk for, rather than measuring it as nothing', () => {
    expect(() => routeSizes(dist, [{ route: 'series', loads: ['src/Renamed.tsx'], budget: 1 }])).toThrow(
      'The route series loads src/Renamed.tsx, which the build has no chunk for.',
    );
  });
});
