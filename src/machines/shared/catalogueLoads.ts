import type { Messages } from '@lingui/core';
import type { InterfaceLanguage } from '../../domain/interfaceLanguages';
import { i18n, loadedLanguages } from './catalogues';

// Every language's catalogue is a chunk of its own; the ways to load them come with the language machine, after the
// first screen, which renders with the messages the page came with (./catalogues).
const CATALOGUES: Record<InterfaceLanguage, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en'),
  es: () => import('../../locales/es'),
  'pt-BR': () => import('../../locales/pt-BR'),
  id: () => import('../../locales/id'),
  fr: () => import('../../locales/fr'),
  de: () => import('../../locales/de'),
};

/** Loads a language's catalogue into the app's instance, once; the language machine then activates it. */
export async function loadCatalogue(language: InterfaceLanguage): Promise<void> {
  if (loadedLanguages.has(language)) return;
  i18n.load(language, (await CATALOGUES[language]()).messages);
  loadedLanguages.add(language);
}
