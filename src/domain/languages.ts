import { madeOnce, type Translator } from './translator';
/** Language codes with their labels (spec section 9). */
export interface LanguageOption {
  code: string;
  label: string;
}

/**
 * Language names come from the runtime's own (Intl.DisplayNames, from CLDR): the same names every page shows, and
 * in the interface's other languages the names in those languages, with no table of our own to ship. A few codes
 * keep names of our own: where CLDR's differ from the ones the catalogue has always shown (it calls Tagalog
 * "Filipino", Bengali "Bangla", Northern Uzbek plain "Uzbek", and `und` "root"), and the regional languages of
 * its channels that browsers trim from their copy of CLDR (Chromium has no name for Hiligaynon).
 */
export const OWN_LANGUAGE_NAMES: Record<string, string> = {
  tl: 'Tagalog', uzn: 'Northern Uzbek', bn: 'Bengali', und: 'Undetermined', hil: 'Hiligaynon', lus: 'Mizo',
};
/** Our own names' messages, in the other languages of the interface. */
const OWN_NAME_MESSAGES: Record<string, string> = {
  tl: /*i18n*/ 'language.tl', uzn: /*i18n*/ 'language.uzn', bn: /*i18n*/ 'language.bn',
  und: /*i18n*/ 'language.und', hil: /*i18n*/ 'language.hil', lus: /*i18n*/ 'language.lus',
};
const ENGLISH_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The options of a list of codes, each with its label: in English unless a translator is given. */
export function languageOptions(codes: readonly string[], words?: Translator): LanguageOption[] {
  return codes.map((code) => ({ code, label: languageLabelIn(code, words) }));
}

/** The label of a code in English, or the code itself when it has none (or is no language code at all). */
export function languageLabel(code: string): string {
  return languageLabelIn(code);
}

/**
 * The label of a code in the interface's language (English unless a translator is given), or the code itself when
 * it has none. There the names are CLDR's in that language, as a list item starts (capitalised: "Español" where
 * CLDR writes "español"), and our own names are the catalogue's (`language.<code>`).
 */
export function languageLabelIn(code: string, words?: Translator): string {
  try {
    if (words === undefined || words.locale === 'en') return OWN_LANGUAGE_NAMES[code] ?? ENGLISH_NAMES.of(code) ?? code;
    if (Object.hasOwn(OWN_NAME_MESSAGES, code)) return words._(OWN_NAME_MESSAGES[code]!);
    const { locale } = words;
    const name = madeOnce(`names ${locale}`, () => new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' })).of(code);
    return name === undefined ? code : name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // Intl refuses what is not shaped like a language code ("", "e", "x-y").
    return code;
  }
}

/** The recap filter's list: every channel and pending-channel language plus the widely spoken rest, 45 codes. */
const RECAP_FILTER_CODES = [
  'en', 'es', 'pt', 'fr', 'de', 'it', 'ja', 'ko', 'zh', 'ru', 'id', 'hi', 'tl', 'hil', 'ar', 'lus', 'my', 'th', 'uzn',
  'vi', 'tr', 'ms', 'bn', 'nl', 'pl', 'uk', 'sv', 'no', 'da', 'fi', 'cs', 'ro', 'hu', 'el', 'he', 'fa', 'ur', 'ta',
  'te', 'mr', 'km', 'lo', 'mn', 'sw', 'und',
];
export const RECAP_FILTER_LANGUAGES = languageOptions(RECAP_FILTER_CODES);

/** The recap filter's list named in the interface's language (the same codes, in the same order). */
export function recapFilterLanguages(words: Translator): LanguageOption[] {
  return words.locale === 'en' ? RECAP_FILTER_LANGUAGES : languageOptions(RECAP_FILTER_CODES, words);
}

/** The recap language filter's "All languages" choice: no language filter at all. */
export const ALL_LANGUAGES = 'all';
