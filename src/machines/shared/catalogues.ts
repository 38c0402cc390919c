import { setupI18n, type Messages } from '@lingui/core';
import type { InterfaceLanguage } from '../../domain/interfaceLanguages';
import { messages as english } from '../../locales/en';

/**
 * The interface's messages (decision 0124): one Lingui instance for the app, English in from the start (it is the
 * source, and what the first screen shows until another language's catalogue is in), every other language's
 * catalogue a chunk of its own, loaded when that language is chosen. The views read it through Lingui's
 * I18nProvider; the language machine loads and activates.
 */
export const i18n = setupI18n({ locale: 'en', messages: { en: english } });

const CATALOGUES: Record<Exclude<InterfaceLanguage, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('../../locales/es'),
  'pt-BR': () => import('../../locales/pt-BR'),
  id: () => import('../../locales/id'),
  fr: () => import('../../locales/fr'),
  de: () => import('../../locales/de'),
};

const loaded = new Set<InterfaceLanguage>(['en']);

/** Loads a language's catalogue into the app's instance, once; the language machine then activates it. */
export async function loadCatalogue(language: InterfaceLanguage): Promise<void> {
  if (loaded.has(language)) return;
  i18n.load(language, (await CATALOGUES[language as Exclude<InterfaceLanguage, 'en'>]()).messages);
  loaded.add(language);
}
