/**
 * Builds the app into a folder of its own and checks each route's JavaScript against its budget
 * (scripts/routeBudgets.ts): a byte count, so it gives the same answer on any machine. `npm run check` runs it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { ROUTE_BUDGETS, type RouteBudget } from './routeBudgets.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  budget: number;
  /** Bytes of JavaScript the route needs, gzip. */
  bytes: number;
  files: string[];
}

function staticClosure(manifest: Manifest, start: string, seen: Set<string>): void {
  if (seen.has(start)) return;
  seen.add(start);
  for (const next of manifest[start]?.imports ?? []) staticClosure(manifest, next, seen);
}

/** What each route loads, measured in the build at `distDir` (which has its .vite/manifest.json). */
export function routeSizes(distDir: string, budgets: RouteBudget[] = ROUTE_BUDGETS): RouteSize[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (entry === undefined) throw new Error('The build manifest has no entry chunk.');
  const gzipBytes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipBytes.has(file)) gzipBytes.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return gzipBytes.get(file)!;
  };
  return budgets.map(({ route, loads, budget }) => {
    const keys = new Set<string>();
    staticClosure(manifest, entry, keys);
    for (const module of loads) {
      // A renamed or inlined page would otherwise be measured as nothing at all.
      if (manifest[module] === undefined) throw new Error(`The route ${route} loads ${module}, which the build has no chunk for.`);
      staticClosure(manifest, module, keys);
    }
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    return { route, budget, bytes: files.reduce((total, file) => total + sizeOf(file), 0), files };
  });
}

/** One sentence per route over its budget. */
export function overBudget(sizes: RouteSize[]): string[] {
  return sizes
    .filter((size) => size.bytes > size.budget)
    .map((size) => `${size.route} needs ${size.bytes.toLocaleString('en')} bytes of JavaScript (gzip), over its budget of ${size.budget.toLocaleString('en')} (scripts/routeBudgets.ts).`);
}

async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..');
  const outDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-budget-'));
  try {
    await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true } });
    const sizes = routeSizes(outDir);
    for (const size of sizes) console.log(`${size.route.padEnd(34)} ${size.bytes.toLocaleString('en').padStart(9)} B of ${size.budget.toLocaleString('en')}`);
    const failures = overBudget(sizes);
    if (failures.length > 0) {
      console.error(failures.join('\n'));
      process.exitCode = 1;
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
