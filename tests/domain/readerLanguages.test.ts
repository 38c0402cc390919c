import { describe, expect, it } from 'vitest';
import { readerLanguages } from '../../src/domain/readerLanguages';

describe('a reader\'s languages', () => {
  it('reads a browser\'s list as the catalogue\'s codes, most preferred first, each once', () => {
    expect(readerLanguages(['pt-BR', 'pt', 'en-US', 'EN', 'es_419'])).toEqual(['pt', 'en', 'es']);
    expect(readerLanguages([' pt-BR', 'en ', ' ko '])).toEqual(['pt', 'en', 'ko']);
  });

  it('leaves out what is not a language code', () => {
    expect(readerLanguages(['', ' ', 'x', 'english', '12', "'); DROP", 'ko'])).toEqual(['ko']);
  });

  it('keeps at most ten', () => {
    const many = ['aa', 'ab', 'ae', 'af', 'ak', 'am', 'an', 'ar', 'as', 'av', 'ay', 'az'];
    expect(readerLanguages(many)).toEqual(many.slice(0, 10));
  });
});
