import type { Plugin } from 'vite';

/** What the views' own Trans imports Lingui's element formatter from (src/views/components/Trans.tsx). */
const TRANS = '/src/views/components/Trans.tsx';
const FORMATTER_ENTRY = '@lingui/react/server';
/** The mark of the formatter's copy, and of the modules it imports from its own package. */
const APART = '?trans';

/**
 * Lingui's element formatter (what a message with a link in it renders with) for the views' Trans alone, as a module
 * of its own name: `@lingui/react`, which the entry takes `useLingui` from, imports the same file for its own `Trans`,
 * which the app never uses; reached from the entry, the bundler would put the formatter there. Under another name
 * the entry's copy is unused and left out, and Trans's is in Trans's chunk, with the pages that say such messages.
 * (A chunk group did the same before, but made the bundler's runtime helpers a file of their own every route loads.)
 */
export function linguiFormatterApart(): Plugin {
  return {
    name: 'lingui-formatter-apart',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === undefined) return null;
      const fromTrans = source === FORMATTER_ENTRY && importer.endsWith(TRANS);
      // The formatter's own files, relative to it; React and the rest resolve as usual.
      const fromCopy = importer.endsWith(APART) && source.startsWith('.');
      if (!fromTrans && !fromCopy) return null;
      const resolved = await this.resolve(source, importer.slice(0, fromCopy ? -APART.length : undefined), { ...options, skipSelf: true });
      return resolved === null ? null : { ...resolved, id: `${resolved.id}${APART}` };
    },
  };
}
