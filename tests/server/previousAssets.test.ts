import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settleAssets } from '../../scripts/keepPreviousAssets.ts';

/** A build's output as the bundler leaves it: its files written into the folder, beside whatever was there. */
function write(outDir: string, names: string[]): string[] {
  mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  for (const name of names) writeFileSync(path.join(outDir, name), name);
  return names;
}

const assetsIn = (outDir: string) => readdirSync(path.join(outDir, 'assets')).sort();

// The processes not yet restarted during an upgrade still name the previous build's scripts in their page.
describe('the assets a build keeps', () => {
  it('keeps the previous build\'s assets and deletes older ones', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-assets-'));
    settleAssets(outDir, write(outDir, ['assets/index-one.js', 'assets/shared-same.js']));
    settleAssets(outDir, write(outDir, ['assets/index-two.js', 'assets/shared-same.js']));
    expect(assetsIn(outDir)).toEqual(['index-one.js', 'index-two.js', 'shared-same.js']);
    settleAssets(outDir, write(outDir, ['assets/index-three.js', 'assets/shared-same.js']));
    expect(assetsIn(outDir)).toEqual(['index-three.js', 'index-two.js', 'shared-same.js']);
  });

  it('deletes nothing in a folder no build recorded: its files are what the running processes serve', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-assets-'));
    write(outDir, ['assets/index-older.js']);
    settleAssets(outDir, write(outDir, ['assets/index-new.js']));
    expect(assetsIn(outDir)).toEqual(['index-new.js', 'index-older.js']);
    expect(existsSync(path.join(outDir, '.vite', 'assets.json'))).toBe(true);
  });
});
