import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adminSeriesNameLeftOut, cleanAdminSeriesName, sanitizeSeriesName, SERIES_NAME_MAX_LENGTH, SERIES_SLUG_MAX_LENGTH, seriesNameLeftOut, validateSeriesSuggestion, seriesKey, seriesSlug } from '../../src/domain/seriesName';

const ALLOWED = /^[\p{L}\p{N}_\s\-'&.,!?()]*$/u;

describe('series-name sanitiser', () => {
  it('keeps letters, digits, underscore, whitespace and - \' & . , ! ? ( ) and strips the rest', () => {
    expect(sanitizeSeriesName("Solo Leveling: Ragnarök #2 (Part 1) & Co., it's <b>done</b>!?")).toBe(
      "Solo Leveling Ragnarök 2 (Part 1) & Co., it's bdoneb!?",
    );
  });

  it('collapses runs of spaces to one (issue 18, item 14)', () => {
    expect(sanitizeSeriesName('Solo    Leveling  :  Ragnarok')).toBe('Solo Leveling Ragnarok');
  });

  it('keeps an admin\'s punctuation, drops invisible characters and collapses spaces (issue 18, item 14)', () => {
    expect(cleanAdminSeriesName('  Solo   Leveling:\tRagnarök #2\u200b  ')).toBe('Solo Leveling: Ragnarök #2');
    expect(cleanAdminSeriesName('Re:Zero\n')).toBe('Re:Zero');
    expect(Array.from(cleanAdminSeriesName('a'.repeat(150)))).toHaveLength(SERIES_NAME_MAX_LENGTH);
  });

  it('cuts an admin\'s name at 100 characters after trimming it, and never ends it with the space the cut leaves', () => {
    expect(cleanAdminSeriesName(`   ${'a'.repeat(100)}`)).toBe('a'.repeat(100));
    expect(cleanAdminSeriesName(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });

  it('names the invisible characters an admin\'s name loses by their code point, each once, and not its spacing', () => {
    expect(adminSeriesNameLeftOut('Solo\u200bLeveling\u200b: Ragnarök #2\u00ad\t\n')).toEqual(['U+200B', 'U+00AD']);
    expect(adminSeriesNameLeftOut('Re:Zero  #2 (Part 1)')).toEqual([]);
    expect(cleanAdminSeriesName('Solo\u200bLeveling\u00ad')).toBe('Solo Leveling');
  });

  it('removes leading non-alphanumeric characters', () => {
    expect(sanitizeSeriesName('  --(The) Hero')).toBe('The) Hero');
    expect(sanitizeSeriesName('...!?')).toBe('');
  });

  it('names each visible character it leaves out, once', () => {
    expect(seriesNameLeftOut("Solo Leveling: Ragnarök #2 <b>done</b> @#")).toEqual([':', '#', '<', '>', '/', '@']);
    // Allowed characters at the start are left out too; spaces collapse without a word.
    expect(seriesNameLeftOut('  --(The)   Hero')).toEqual(['-', '(']);
    expect(seriesNameLeftOut("Tower of God (Part 2) & Co., it's done!?")).toEqual([]);
    expect(seriesNameLeftOut('')).toEqual([]);
  });

  it('property: what it names left out is exactly what the sanitiser drops, whitespace aside', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const kept = sanitizeSeriesName(raw);
        const leftOut = seriesNameLeftOut(raw);
        for (const character of leftOut) expect(/\s/u.test(character)).toBe(false);
        // Every visible character of the input is kept or named; a named one is missing from the result at least once.
        const count = (text: string, character: string) => Array.from(text).filter((c) => c === character).length;
        for (const character of new Set(Array.from(raw))) {
          if (/\s/u.test(character)) continue;
          if (count(kept, character) < count(raw, character)) expect(leftOut).toContain(character);
          else expect(leftOut).not.toContain(character);
        }
      }),
    );
  });

  it('cuts the name at 100 characters', () => {
    expect(sanitizeSeriesName('a'.repeat(150))).toHaveLength(SERIES_NAME_MAX_LENGTH);
  });

  it('asks for a name when nothing is left after trimming', () => {
    expect(validateSeriesSuggestion('   ')).toEqual({ ok: false, message: 'Please enter a series name' });
    expect(validateSeriesSuggestion('  ## ')).toEqual({ ok: false, message: 'Please enter a series name' });
    expect(validateSeriesSuggestion(' Omniscient Reader ')).toEqual({ ok: true, value: 'Omniscient Reader' });
  });

  it('property: any input gives allowed characters only, an alphanumeric start, at most 100 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 150 }), (raw) => {
        const clean = sanitizeSeriesName(raw);
        expect(clean).toMatch(ALLOWED);
        expect(Array.from(clean).length).toBeLessThanOrEqual(SERIES_NAME_MAX_LENGTH);
        if (clean !== '') expect(clean).toMatch(/^[\p{L}\p{N}]/u);
      }),
    );
  });

  it('property: sanitising twice changes nothing more', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (raw) => {
      const once = sanitizeSeriesName(raw);
      expect(sanitizeSeriesName(once)).toBe(once);
    }));
  });
});

describe('seriesKey and seriesSlug', () => {
  it('gives names that differ only by case, punctuation or spacing one key', () => {
    const key = seriesKey('Solo Leveling');
    for (const name of ['solo-leveling', 'SOLO  LEVELING!', 'Solo_Leveling', ' solo.leveling ', 'ＳＯＬＯ　ＬＥＶＥＬＩＮＧ']) expect(seriesKey(name)).toBe(key);
    expect(seriesKey('Solo Leveling: Ragnarok')).not.toBe(key);
    // An accent is a letter, not punctuation.
    expect(seriesKey('Pokémon')).not.toBe(seriesKey('Pokemon'));
    expect(seriesKey('나 혼자만 레벨업')).toBe('나혼자만레벨업');
  });

  it('writes a key in lowercase letters and digits only', () => {
    expect(seriesKey('Solo Leveling: Ragnarok 2')).toBe('sololevelingragnarok2');
    expect(seriesKey('ＳＯＬＯ')).toBe('solo');
  });

  it('makes a slug of the words, without accents, never one of the reserved addresses', () => {
    expect(seriesSlug('Solo Leveling: Ragnarok')).toBe('solo-leveling-ragnarok');
    expect(seriesSlug("Omniscient Reader's Viewpoint")).toBe('omniscient-reader-s-viewpoint');
    expect(seriesSlug('La Reencarnación del Mago')).toBe('la-reencarnacion-del-mago');
    expect(seriesSlug('나 혼자만 레벨업')).toBe('나-혼자만-레벨업');
    expect(seriesSlug('!!!')).toBe('series');
    expect(seriesSlug('Following')).toBe('following-series');
    expect(seriesSlug('Language Counts')).toBe('language-counts-series');
    expect(seriesSlug('value counts!')).toBe('value-counts-series');
    expect(seriesSlug('Following Seoul')).toBe('following-seoul');
  });

  it('joins words across any run of punctuation and spacing with one hyphen, and drops every combining mark', () => {
    expect(seriesSlug('  Re:Zero -- Starting   Life!! ')).toBe('re-zero-starting-life');
    expect(seriesSlug('Cafe\u0301\u0302 Ro\u0308\u0301')).toBe('cafe-ro');
    expect(seriesSlug('Ｃａｆé ２')).toBe('cafe-2');
  });

  it('leaves room in a slug for the longest name\'s hyphenated form and a number that makes it unique', () => {
    expect(SERIES_SLUG_MAX_LENGTH).toBe(212);
  });
});
