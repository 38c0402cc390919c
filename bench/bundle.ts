import { readFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BundleReport {
  /** The entry chunk and every chunk it imports statically: what any route loads first. */
  entryJs: Sizes & { files: string[] };
  /** The entry closure plus the home page's own lazy chunk and its static imports. */
  homeJs: Sizes & { files: string[] };
  homeCss: Sizes & { files: string[] };
  /** React and react-dom/client alone, minified by the same build: the least a React page can load. */
  floorJs: Sizes;
  /** The production files as npm ships them (not minified in React 19), for reference. */
  floorFilesRaw: Sizes & { files: string[] };
  /** Admin chunks reached from the entry by static imports; must be empty. */
  adminInEntry: string[];
  adminChunks: string[];
  allJs: Sizes;
}

function sizesOf(contents: Buffer[]): Sizes {
  const total = Buffer.concat(contents);
  // Each file travels compressed on its own, so each is compressed on its own.
  let gzip = 0;
  let brotli = 0;
  for (const content of contents) {
    gzip += gzipSync(content, { level: 9 }).length;
    brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw: total.length, gzip, brotli };
}

function staticClosure(manifest: Manifest, start: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(start);
  return [...seen];
}

function isAdmin(chunk: ManifestChunk): boolean {
  return (chunk.src ?? '').includes('views/pages/admin/') || /admin/i.test(path.basename(chunk.file));
}

/** Minifies react + react-dom/client with the project's bundler, so the floor is measured like the app. */
async function floorBundle(root: string): Promise<Buffer[]> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-floor-'));
  try {
    const entryId = '\0react-floor';
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [{
        name: 'react-floor',
        resolveId: (id) => (id === 'react-floor' ? entryId : null),
        load: (id) => (id === entryId
          ? "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
            "createRoot(document.getElementById('root')).render(createElement('div', null, 'floor'));\n"
          : null),
      }],
      build: { outDir, emptyOutDir: true, write: true, rollupOptions: { input: 'react-floor' }, manifest: false },
    });
    const assets = path.join(outDir, 'assets');
    return readdirSync(assets).filter((name) => name.endsWith('.js')).map((name) => readFileSync(path.join(assets, name)));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function measureBundle(root: string, distDir: string): Promise<BundleReport> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (entryKey === undefined) throw new Error('The build manifest has no entry: set build.manifest in vite.config.ts');
  const homeKey = Object.keys(manifest).find((key) => key.endsWith('views/pages/HomePage.tsx'));
  const entryKeys = staticClosure(manifest, entryKey);
  const homeKeys = [...new Set([...entryKeys, ...(homeKey ? staticClosure(manifest, homeKey) : [])])];
  const read = (file: string) => readFileSync(path.join(distDir, file));
  const files = (keys: string[]) => keys.map((key) => manifest[key].file);
  const css = [...new Set(homeKeys.flatMap((key) => manifest[key].css ?? []))];
  const floorFiles = [
    'node_modules/react/cjs/react.production.js',
    'node_modules/react-dom/cjs/react-dom.production.js',
    'node_modules/react-dom/cjs/react-dom-client.production.js',
    'node_modules/scheduler/cjs/scheduler.production.js',
  ];
  const allJsFiles = Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js'));
  return {
    entryJs: { ...sizesOf(files(entryKeys).map(read)), files: files(entryKeys) },
    homeJs: { ...sizesOf(files(homeKeys).map(read)), files: files(homeKeys) },
    homeCss: { ...sizesOf(css.map(read)), files: css },
    floorJs: sizesOf(await floorBundle(root)),
    floorFilesRaw: { ...sizesOf(floorFiles.map((file) => readFileSync(path.join(root, file)))), files: floorFiles },
    adminInEntry: homeKeys.filter((key) => isAdmin(manifest[key])).map((key) => manifest[key].file),
    adminChunks: Object.values(manifest).filter(isAdmin).map((chunk) => chunk.file),
    allJs: sizesOf([...new Set(allJsFiles)].map(read)),
  };
}
