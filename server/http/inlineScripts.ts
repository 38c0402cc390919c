import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts of a page: the policy lets exactly
 * these run (index.html's theme script, which must run before the first paint) and still refuses any other
 * inline script, which `'unsafe-inline'` would not.
 */
export function inlineScriptSources(html: string): string[] {
  const inlineScripts = html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g);
  return [...inlineScripts].map(([, body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`);
}
