/**
 * The languages the interface and the mails are written in (decision 0125), English first: it is the source and
 * the answer when nothing better is known. A member may keep one of them with the account; a visitor's comes from
 * the browser's `Accept-Language`.
 */
export const INTERFACE_LANGUAGES = ['en', 'es', 'pt-BR', 'id', 'fr', 'de'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'en';

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** A browser lists a handful of languages: more than this is not a reader's preference, and is not read. */
const MOST_RANGES = 20;
const HEADER_MAX_LENGTH = 1000;
const RANGE = /^([a-z]{1,8}(?:-[a-z0-9]{1,8})*|\*)$/i;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

interface Range { tag: string; quality: number; order: number }

function rangesOf(header: string): Range[] {
  return header.slice(0, HEADER_MAX_LENGTH).split(',').slice(0, MOST_RANGES).flatMap((part, order) => {
    const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!RANGE.test(tag)) return [];
    const qualityParameter = parameters.find((parameter) => /^q=/i.test(parameter));
    const quality = qualityParameter === undefined ? 1 : QUALITY.test(qualityParameter) ? Number(qualityParameter.slice(2)) : 0;
    return quality > 0 ? [{ tag: tag.toLowerCase(), quality, order }] : [];
  });
}

/** The shipped language a range names: the same tag (`pt-br`), else the same language (`pt`, `pt-PT` → `pt-BR`, `es-MX` → `es`). */
function shippedFor(tag: string): InterfaceLanguage | undefined {
  const exact = INTERFACE_LANGUAGES.find((language) => language.toLowerCase() === tag);
  if (exact !== undefined) return exact;
  const primary = tag.split('-')[0];
  return INTERFACE_LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === primary);
}

/**
 * The interface language for an `Accept-Language` header: its ranges by preference (q-values, then their order),
 * the first one a shipped language answers; English when none does, when the header is missing or unreadable.
 */
export function negotiateLanguage(header: string | readonly string[] | undefined | null): InterfaceLanguage {
  const text = Array.isArray(header) ? header.join(',') : typeof header === 'string' ? header : '';
  const ranges = rangesOf(text).sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const range of ranges) {
    if (range.tag === '*') return DEFAULT_INTERFACE_LANGUAGE;
    const shipped = shippedFor(range.tag);
    if (shipped !== undefined) return shipped;
  }
  return DEFAULT_INTERFACE_LANGUAGE;
}

/**
 * The cookie that keeps a reader's choice in this browser (decision 0126): the server reads it to serve the page,
 * its boot shell and its messages in that language from the first byte, and to write a visitor's mails in it.
 */
export const LANGUAGE_COOKIE = 'language';

/** The page's data block that holds the served language's compiled messages (server/pageLanguage.ts). */
export const INTERFACE_MESSAGES_ELEMENT_ID = 'interface-messages';

/**
 * A reader's language: the first choice kept (with the account, then in this browser's cookie) that is a shipped
 * language, else the one negotiated from the request's `Accept-Language`.
 */
export function preferredLanguage(kept: readonly unknown[], acceptLanguage: string | readonly string[] | undefined | null): InterfaceLanguage {
  return kept.find(isInterfaceLanguage) ?? negotiateLanguage(acceptLanguage);
}
