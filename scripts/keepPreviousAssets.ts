import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where a build records the names of its files under assets/, for the next build to keep them. */
const RECORD = path.join('.vite', 'assets.json');

function readRecord(outDir: string): Set<string> | undefined {
  const file = path.join(outDir, RECORD);
  if (!existsSync(file)) return undefined;
  return new Set(JSON.parse(readFileSync(file, 'utf8')) as string[]);
}

/**
 * After a build has written its files: deletes every file under assets/ that is neither this build's nor the
 * previous build's, and records this build's for the next. Without a record (the first build in a folder, or a
 * folder an older build wrote) nothing is deleted: whatever is there is what the running processes serve.
 */
export function settleAssets(outDir: string, current: string[]): void {
  const previous = readRecord(outDir);
  const assetsDir = path.join(outDir, 'assets');
  if (previous !== undefined && existsSync(assetsDir)) {
    const kept = new Set([...previous, ...current]);
    for (const name of readdirSync(assetsDir)) {
      if (!kept.has(`assets/${name}`)) rmSync(path.join(assetsDir, name), { recursive: true, force: true });
    }
  }
  mkdirSync(path.dirname(path.join(outDir, RECORD)), { recursive: true });
  writeFileSync(path.join(outDir, RECORD), `${JSON.stringify(current.sort(), null, 2)}\n`);
}

/**
 * Keeps the previous build's hashed assets beside the new ones. During an upgrade the processes not yet
 * restarted still hand out the old index.html, which names the old scripts and styles; had the build emptied
 * dist/ (Vite's default), those would answer 404 and the page would stay blank. Two builds' worth is enough:
 * by the next build every process runs the last one (docs/deployment.md, Upgrades). Needs
 * `build.emptyOutDir: false`; index.html and the manifest are overwritten in place.
 */
export function keepPreviousAssets(): Plugin {
  let outDir = '';
  return {
    name: 'keep-previous-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      settleAssets(outDir, Object.keys(bundle).filter((name) => name.startsWith('assets/')));
    },
  };
}
