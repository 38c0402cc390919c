/**
 * The catalogues are complete (decision 0124): every message the code uses has its text in each shipped language, and
 * no catalogue keeps a message the code no longer uses. Lingui's extraction (with this project's extractor,
 * scripts/linguiExtractor.ts) collects the ids the code uses, in memory; each catalogue is read as it is committed.
 * Nothing is written, so a clean clone gets the same answer. Part of `npm run check`.
 */
import { readFile } from 'node:fs/promises';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

const config = getConfig({ cwd: process.cwd(), skipValidation: true });
/** The pseudo-locale is made from English when compiled: its catalogue lists the ids with no text of its own. */
const pseudo = config.pseudoLocale;
const problems: string[] = [];

for (const catalog of await getCatalogs(config)) {
  const used = new Set(Object.keys((await catalog.collect()) ?? {}));
  for (const locale of config.locales) {
    const messages = await catalog.read(locale);
    const file = catalog.getFilename(locale).replace(`${config.rootDir}/`, '');
    const missing = [...used].filter((id) => {
      const entry = messages?.[id];
      if (entry === undefined || entry.obsolete === true) return true;
      return locale !== pseudo && (entry.translation ?? '').trim() === '';
    });
    const unused = Object.keys(messages ?? {}).filter((id) => !used.has(id));
    // Two entries of one id (a merge of two branches can leave both): the compiler keeps one text without a word.
    const ids = [...(await readFile(catalog.getFilename(locale), 'utf8')).matchAll(/^msgid "(.+)"$/gm)].map((match) => match[1]!);
    const twice = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
    for (const id of twice.sort()) problems.push(`${file}: "${id}" has more than one entry`);
    for (const id of missing.sort()) problems.push(`${file}: "${id}" is used in the code and has no ${locale === pseudo ? 'entry' : 'translation'}`);
    for (const id of unused.sort()) problems.push(`${file}: "${id}" is no longer used in the code`);
  }
}

if (problems.length > 0) {
  console.error(`The catalogues are not complete (${problems.length}):\n${problems.map((line) => `  ${line}`).join('\n')}`);
  console.error('Add the missing texts, remove what is no longer used, then run `npm run i18n:compile`.');
  process.exit(1);
}
console.log('Catalogues complete: every message used has its text in every language, and none is left unused.');
