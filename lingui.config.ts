import { formatter } from '@lingui/format-po';
import type { LinguiConfig } from '@lingui/conf';
import extractor from './scripts/linguiExtractor';

/**
 * The interface's languages (decision 0124). Messages have explicit ids (`suggestion.dailyLimit`): a PO catalogue
 * per language holds, for each id, its ICU message in that language; English is the source. `npm run i18n:compile`
 * turns each catalogue into a TypeScript module of compiled messages (no message parser ships to the browser),
 * loaded on demand as a chunk of its own.
 * - `src/locales/<locale>.po`: the interface (views, machines' message ids, the server's error codes);
 * - `server/mail/locales/<locale>.po`: the mails, which only the server reads.
 * `en-XA` is the pseudo-locale (accented, longer), made from English at compile time for the tests.
 * The extractor also finds the views' `_('id')` calls (`useLingui()` from `@lingui/react`), which Lingui's own does not.
 */
const config: LinguiConfig = {
  locales: ['en', 'es', 'pt-BR', 'id', 'fr', 'de', 'en-XA'],
  sourceLocale: 'en',
  pseudoLocale: 'en-XA',
  fallbackLocales: { default: 'en' },
  catalogs: [
    // The server writes the boot shell with the interface's messages (server/firstScreen.ts), the mails with their own.
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src', '<rootDir>/server'], exclude: ['<rootDir>/server/mail/**'] },
    { path: '<rootDir>/server/mail/locales/{locale}', include: ['<rootDir>/server/mail'] },
  ],
  extractors: [extractor],
  format: formatter({ explicitIdAsDefault: true }),
  compileNamespace: 'ts',
};

export default config;
