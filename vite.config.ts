import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';
import { keepPreviousAssets } from './scripts/keepPreviousAssets.ts';
import { linguiFormatterApart } from './scripts/linguiFormatterApart.ts';
import { smallPreloadHelper } from './scripts/smallPreloadHelper.ts';

/**
 * Moves the app's stylesheets from the <head> to the end of the <body>. In the head they hold back the first
 * paint until they arrive (one more round trip on a slow network); at the end of the body the boot shell above
 * them, styled inline, paints at once, and the app's script still waits for them before it runs.
 */
function stylesAfterBootShell(): Plugin {
  return {
    name: 'styles-after-boot-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const withoutThem = stylesheets.reduce((page, link) => page.replace(link, ''), html);
        return withoutThem.replace('</body>', `  ${stylesheets.map((link) => link.trim()).join('\n    ')}\n  </body>`);
      },
    },
  };
}

/**
 * Asks for the app's script at high priority. A module script is deferred, and Chromium asks for deferred scripts
 * at low priority, level with the boot shell's pictures; the script is what makes the filters, the menu and the
 * theme toggle work, so on a slow line it goes first (docs/performance.md, "Slow phone").
 */
function entryScriptFirst(): Plugin {
  return {
    name: 'entry-script-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module" /g, '<script type="module" fetchpriority="high" '),
    },
  };
}

// The API server listens on 3000 in development too; Vite's dev server proxies /api and /media to it.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), stylesAfterBootShell(), entryScriptFirst(), keepPreviousAssets(), smallPreloadHelper(), linguiFormatterApart()],
  resolve: {
    // @xstate/react and wouter ask for the shim of useSyncExternalStore, for React before 18; React 19 has it,
    // and the shim's code would ship with the first screen for nothing. The hook itself is React's own export: the
    // package's file that hands it on is two module wrappers in the entry.
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    // The previous build's assets stay for the processes not yet restarted (keepPreviousAssets prunes older ones).
    emptyOutDir: false,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks and styles each entry loads, read by the bundle benchmark.
    manifest: true,
    // The polyfill would ship with the first screen for the few browsers without module preloading (Safari
    // before 17), which load every chunk all the same, only without the head start.
    modulePreload: { polyfill: false },
    // Everything the entry imports statically goes in one chunk with it: the first screen needs all of it
    // anyway, and one file compresses better and costs one request where the bundler made five small ones.
    // Lazy pages import what they share with the first screen from it. (scripts/routeBudgets.ts keeps count.)
    rolldownOptions: {
      output: {
        // Lingui's element formatter, which only the pages that say a message with a link in it use, stays out of it
        // by its own plugin (scripts/linguiFormatterApart.ts).
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
        // The lazy chunks and their styles are named by eight characters of their hash alone: the entry names each
        // of them, and the files each one imports, to fetch them together, and their module names and full hashes
        // made 0.6 KB gzip of the first load. The bundler asks for more characters as the files grow in number (7
        // from 65 files), so eight leave room; dist/.vite/manifest.json still says which module each file holds.
        chunkFileNames: 'assets/[hash:8].js',
        assetFileNames: 'assets/[hash:8][extname]',
      },
    },
  },
});
