import fc from 'fast-check';

const characters = (text: string) => fc.constantFrom(...[...text]);
const textOf = (units: fc.Arbitrary<string>, maxLength = 12) => fc.string({ unit: units, minLength: 1, maxLength });

const punctuation = characters('.,;:!?…—–-_~*#@%&/\\|()[]{}<>"\'`^+=$€£¥©®™°•·¡¿');
const emoji = fc.constantFrom('😀', '🔥', '👍🏽', '❤️', '🇰🇷', '👨‍👩‍👧');
const japanese = characters('日本語の本漫画ひらがなカタカナ読');
const korean = characters('나혼자만레벨업한국어');
const thai = characters('ภาษาไทยสวัสดี');
const combining = fc.constantFrom('\u0301', '\u0308', '\u0327', '\u0345', 'e', 'a');
const oneCharacterWords = fc.array(characters('aix1éz'), { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));
const stopWords = fc.array(fc.constantFrom('the', 'of', 'a', 'and', 'to', 'in', 'is'), { minLength: 1, maxLength: 8 }).map((words) => words.join(' '));
// Words of the generated catalogue's titles: a text of them matches many recaps, the costly case for a count.
const commonWords = fc.array(fc.constantFrom('recap', 'full', 'the', 'regressed', 'hunter', 'level', 'tower', 'ing', 'er', 'ch'), { minLength: 1, maxLength: 30 })
  .map((words) => words.join(' '));
const piece = fc.oneof(textOf(punctuation, 4), textOf(emoji, 3), textOf(japanese, 4), textOf(korean, 4), textOf(thai, 4), textOf(combining, 4),
  oneCharacterWords, stopWords, commonWords);

/**
 * Search texts an attacker may send: punctuation, symbols, emoji, scripts without spaces, combining marks,
 * one-character words, stop words, the catalogue's common words, and mixes of them, up to the route's 200
 * characters. The same arbitrary families the search-cost tests plan statements over.
 */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  textOf(punctuation), textOf(emoji, 6), textOf(japanese), textOf(korean), textOf(thai), textOf(combining), oneCharacterWords, stopWords,
  commonWords,
  fc.array(piece, { minLength: 2, maxLength: 4 }).chain((pieces) => fc.constantFrom(pieces.join(' '), pieces.join(''))),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
).map((text) => text.slice(0, 200)).filter((text) => text.trim() !== '');

/** `count` hostile texts, the same ones for the same seed. */
export function hostileTexts(seed: number, count: number): string[] {
  return fc.sample(hostileText, { seed, numRuns: count });
}
