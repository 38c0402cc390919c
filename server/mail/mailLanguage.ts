import { setupI18n, type I18n } from '@lingui/core';
import type { InterfaceLanguage } from '../../src/domain/interfaceLanguages.ts';
import { messages as en } from './locales/en.ts';
import { messages as es } from './locales/es.ts';
import { messages as ptBR } from './locales/pt-BR.ts';
import { messages as id } from './locales/id.ts';
import { messages as fr } from './locales/fr.ts';
import { messages as de } from './locales/de.ts';

/**
 * The mails' catalogues (server/mail/locales/<locale>.po, compiled by `npm run i18n:compile` into the .ts files
 * next to them): one Lingui instance per language, made once, so writing a mail formats without parsing.
 */
const CATALOGUES = { en, es, 'pt-BR': ptBR, id, fr, de } satisfies Record<InterfaceLanguage, unknown>;
const instances = new Map<InterfaceLanguage, I18n>();

/** The mails' messages in a language (its plural rules included). */
export function mailI18n(language: InterfaceLanguage): I18n {
  let i18n = instances.get(language);
  if (i18n === undefined) {
    i18n = setupI18n({ locale: language, messages: { [language]: CATALOGUES[language] } });
    instances.set(language, i18n);
  }
  return i18n;
}
