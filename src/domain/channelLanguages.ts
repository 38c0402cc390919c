import { languageLabel, type LanguageOption } from './languages';

/*
 * The channel list's languages and the pending channels' (spec section 9), in a file of their own so that they
 * load with those pages and not with the first screen.
 */

function options(codes: readonly string[]): LanguageOption[] {
  return codes.map((code) => ({ code, label: languageLabel(code) }));
}

export const CHANNEL_LANGUAGES = options([
  'en', 'es', 'ko', 'ja', 'fr', 'de', 'pt', 'ru', 'zh', 'id', 'hi', 'tl', 'hil', 'ar', 'it', 'lus', 'my', 'th', 'uzn', 'vi',
]);

export const PENDING_CHANNEL_LANGUAGES = options([
  'en', 'es', 'pt', 'tl', 'th', 'ko', 'ja', 'zh', 'hi', 'ar', 'fr', 'de', 'it', 'ru', 'tr', 'vi', 'id', 'ms', 'bn',
]);
