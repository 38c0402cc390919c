import type { Plugin } from 'vite';

/** The module Vite's build imports `__vitePreload` from, in every chunk that loads another one lazily. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite's helper for a lazy import, written smaller for the entry chunk: Vite's took 0.9 KB gzip of it, a good part
 * for what this app never meets (a CSP nonce, a relative base, browsers without `modulepreload`, whose chunks load
 * all the same, only without the head start: vite.config.ts drops the polyfill for them too). It does what Vite's
 * does for a base of "/": before the chunk itself, it asks for the files the chunk imports (`modulepreload`) and for
 * its stylesheets, once each and not when the page already has them, and waits for the stylesheets; a stylesheet
 * that fails rejects the import, as the chunk's own failure does. No listener of Vite's `vite:preloadError` event is
 * needed: the app retries a failed page or dialog itself (src/views/app/lazyPage.ts), so the event is not raised.
 */
const HELPER = `
const seen = {};
const preloadOnce = (href) => {
  if (href in seen) return seen[href];
  const css = href.endsWith(".css");
  if ([...document.getElementsByTagName("link")].some((link) => link.href === href && (!css || link.rel === "stylesheet"))) return (seen[href] = undefined);
  const link = document.createElement("link");
  link.rel = css ? "stylesheet" : "modulepreload";
  link.crossOrigin = "";
  link.href = href;
  document.head.appendChild(link);
  return (seen[href] = css
    ? new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = () => reject(new Error("Unable to preload CSS for " + href));
      }).finally(() => {
        seen[href] = undefined;
      })
    : undefined);
};
export const __vitePreload = (baseModule, deps) =>
  Promise.allSettled((deps ?? []).map((dep) => preloadOnce(new URL("/" + dep, location.href).href))).then((results) => {
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    return baseModule();
  });
`;

export function smallPreloadHelper(): Plugin {
  return {
    name: 'small-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: (id) => (id === PRELOAD_HELPER ? HELPER : undefined),
  };
}
