import { INTERFACE_MESSAGES_ELEMENT_ID, type InterfaceLanguage } from '../../../src/domain/interfaceLanguages';
import { startInterfaceLanguage } from '../../../src/machines/shared/catalogues';
import { inReaderLanguage } from '../../../server/pageLanguage';

/**
 * The page as the server sends it to a reader of `language` (server/pageLanguage.ts): its `lang` and its messages
 * in before the app renders, so the app starts in that language, as src/main.tsx starts it.
 */
export async function servedIn(language: InterfaceLanguage): Promise<void> {
  const page = new DOMParser().parseFromString(inReaderLanguage('<html lang="en"><head></head><body></body></html>', language), 'text/html');
  document.documentElement.lang = page.documentElement.lang;
  document.head.append(page.getElementById(INTERFACE_MESSAGES_ELEMENT_ID)!);
  await startInterfaceLanguage(document);
}
