/** How many languages a reader's preference names at most (a browser lists a handful). */
const MOST_LANGUAGES = 10;

const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/**
 * The languages a reader prefers, most preferred first, as the catalogue names them (`en`, `pt`): the browser's
 * list (`navigator.languages`, `pt-BR` read as `pt`), or a list the server was sent (`en,pt`). Anything that is
 * not a language code is left out, each language once, at most ten.
 */
export function readerLanguages(names: readonly string[]): string[] {
  const codes = names.map((name) => name.trim().toLowerCase().split(/[-_]/)[0] ?? '').filter((code) => LANGUAGE_CODE.test(code));
  return [...new Set(codes)].slice(0, MOST_LANGUAGES);
}
