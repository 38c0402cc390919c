import { setupI18n, type Messages } from '@lingui/core';
import { INTERFACE_MESSAGES_ELEMENT_ID, isInterfaceLanguage, type InterfaceLanguage } from '../../domain/interfaceLanguages';

/**
 * The interface's messages (decisions 0124, 0126): one Lingui instance for the app. The page comes with the
 * reader's language and its compiled messages (server/pageLanguage.ts), so the first render is in it and no
 * catalogue ships in the first screen's code; every language's catalogue is also a chunk of its own, loaded when
 * the reader chooses it, or when the page came without one (Vite's development server): their loads are in
 * ./catalogueLoads, which comes with the language machine. The views read the instance through Lingui's
 * I18nProvider; the language machine loads and activates.
 */
export const i18n = setupI18n();

/** The languages whose messages the instance holds: the page's own, and each catalogue loaded since. */
export const loadedLanguages = new Set<InterfaceLanguage>();

/**
 * Starts the interface in the language the page was served in, with the messages that came with it: at once, before
 * the first render. A page without them (the development server's) loads the language its <html> names.
 */
export async function startInterfaceLanguage(page: Document): Promise<InterfaceLanguage> {
  const block = page.getElementById(INTERFACE_MESSAGES_ELEMENT_ID);
  const served = block?.dataset.language;
  if (block !== null && isInterfaceLanguage(served)) {
    i18n.load(served, JSON.parse(block.textContent ?? '{}') as Messages);
    loadedLanguages.add(served);
    i18n.activate(served);
    return served;
  }
  const named = page.documentElement.lang;
  const language = isInterfaceLanguage(named) ? named : 'en';
  await (await import('./catalogueLoads')).loadCatalogue(language);
  i18n.activate(language);
  return language;
}
