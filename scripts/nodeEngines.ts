/**
 * Checks that every installed package runs on every Node version package.json declares: a package whose
 * `engines.node` leaves out part of the declared range would fail (or warn EBADENGINE) on a supported Node.
 * `npm run check` runs it; tests/server/nodeEngines.test.ts runs it on the installed tree.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';

export interface EngineConflict {
  /** Where the package is installed, e.g. `node_modules/cookie`. */
  location: string;
  version: string;
  engines: string;
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function nodeEngine(manifest: Record<string, unknown>): string | undefined {
  const engines = manifest.engines as { node?: unknown } | undefined;
  return typeof engines?.node === 'string' ? engines.node : undefined;
}

/** The project's declared Node range. */
export function declaredNodeRange(root: string): string {
  const range = nodeEngine(readJson(path.join(root, 'package.json')));
  if (!range) throw new Error('package.json declares no engines.node');
  return range;
}

/**
 * Installed packages (every one the lockfile places, optional ones for other platforms skipped when absent)
 * whose engines.node does not include the whole of `declared`.
 */
export function findEngineConflicts(root: string, declared = declaredNodeRange(root)): EngineConflict[] {
  const lock = readJson(path.join(root, 'package-lock.json')) as { packages: Record<string, unknown> };
  const conflicts: EngineConflict[] = [];
  for (const location of Object.keys(lock.packages)) {
    const manifestFile = path.join(root, location, 'package.json');
    if (location === '' || !existsSync(manifestFile)) continue;
    const manifest = readJson(manifestFile);
    const engines = nodeEngine(manifest);
    if (engines === undefined || !semver.validRange(engines)) continue;
    if (!semver.subset(declared, engines)) conflicts.push({ location, version: String(manifest.version), engines });
  }
  return conflicts;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(import.meta.dirname, '..');
  const declared = declaredNodeRange(root);
  const conflicts = findEngineConflicts(root, declared);
  for (const conflict of conflicts) {
    console.error(`${conflict.location}@${conflict.version} needs Node ${conflict.engines}, outside the declared ${declared}`);
  }
  if (conflicts.length > 0) process.exit(1);
  console.log(`Every installed package supports Node ${declared}.`);
}
