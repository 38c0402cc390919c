import fc from 'fast-check';

/**
 * Search texts an attacker may send, for the tests that plan every list statement over them and for the bench's
 * abuse mode: punctuation, symbols, emoji, scripts without spaces, combining marks, one-character words, stop
 * words, and mixes of them. `moreWords`, when given, is one more family (the bench adds the catalogue's common
 * words, a text that matches many recaps).
 */
export function hostileSearchText(moreWords?: fc.Arbitrary<string>): fc.Arbitrary<string> {
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
  const extra = moreWords ? [moreWords] : [];
  const piece = fc.oneof(textOf(punctuation, 4), textOf(emoji, 3), textOf(japanese, 4), textOf(korean, 4), textOf(thai, 4), textOf(combining, 4),
    oneCharacterWords, stopWords, ...extra);
  return fc.oneof(
    textOf(punctuation), textOf(emoji, 6), textOf(japanese), textOf(korean), textOf(thai), textOf(combining), oneCharacterWords, stopWords,
    ...extra,
    fc.array(piece, { minLength: 2, maxLength: 4 }).chain((pieces) => fc.constantFrom(pieces.join(' '), pieces.join(''))),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  ).filter((text) => text.trim() !== '');
}
