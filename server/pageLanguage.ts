import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { InterfaceLanguage } from '../src/domain/interfaceLanguages.ts';
import { INTERFACE_MESSAGES_ELEMENT_ID } from '../src/domain/interfaceLanguages.ts';
import { messages as en } from '../src/locales/en.ts';
import { messages as es } from '../src/locales/es.ts';
import { messages as ptBR } from '../src/locales/pt-BR.ts';
import { messages as id } from '../src/locales/id.ts';
import { messages as fr } from '../src/locales/fr.ts';
import { messages as de } from '../src/locales/de.ts';

const CATALOGUES: Record<InterfaceLanguage, Messages> = { en, es, 'pt-BR': ptBR, id, fr, de };

/**
 * The compiled catalogue as a JSON data block, written once per language. `<` is escaped so no message can close
 * the element; a data block is never run, so the page's script policy (securityHeaders.ts) has nothing to allow.
 */
const DATA_BLOCKS = new Map(
  Object.entries(CATALOGUES).map(([language, messages]) => [
    language,
    `<script type="application/json" id="${INTERFACE_MESSAGES_ELEMENT_ID}" data-language="${language}">${JSON.stringify(messages).replace(/</g, '\\u003c')}</script>`,
  ]),
);

const TRANSLATORS = new Map(
  Object.entries(CATALOGUES).map(([language, messages]) => [language, setupI18n({ locale: language, messages: { [language]: messages } })]),
);

/**
 * The interface's messages in `language`, as the app has them (the same compiled catalogue): what the server writes
 * into the page's boot shell (firstScreen.ts, bootFilters.ts, bootCards.ts) says what the app will say.
 */
export function interfaceI18n(language: InterfaceLanguage): I18n {
  return TRANSLATORS.get(language)!;
}

/**
 * The single page in the reader's language (decision 0126): `<html lang>` names it and the language's messages
 * come with the page, so the app's first render is already in it, with no request of its own and no English first.
 * The messages go last in the body: the boot shell above them paints before they arrive, and the app's script, a
 * module, runs only once the whole page is in.
 */
export function inReaderLanguage(indexHtml: string, language: InterfaceLanguage): string {
  return indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${language}"`).replace('</body>', `  ${DATA_BLOCKS.get(language)}\n  </body>`);
}
