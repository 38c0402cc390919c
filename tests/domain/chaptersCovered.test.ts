import { describe, expect, it } from 'vitest';
import { lastChapterCovered } from '../../src/domain/chaptersCovered';

describe('the last chapter a recap covers', () => {
  it('reads the scanner\'s form and an admin\'s written one', () => {
    expect(lastChapterCovered('1-120')).toBe(120);
    expect(lastChapterCovered('57')).toBe(57);
    expect(lastChapterCovered('120 - 80')).toBe(120);
    expect(lastChapterCovered('Chapters 1–110')).toBe(110);
    expect(lastChapterCovered('ch. 12.5')).toBe(12.5);
    expect(lastChapterCovered(' 3~9 ')).toBe(9);
  });

  it('takes every spelling of "chapter" before the numbers, with or without a dot and a space', () => {
    for (const [text, last] of [
      ['Chapter 57', 57], ['Chapters 1-110', 110], ['Chap 3', 3], ['Chaps. 3-4', 4], ['Ch.57', 57], ['ch57', 57], ['CH. 1 - 2', 2], ['Chapter.  8', 8],
    ] as const) expect(lastChapterCovered(text), text).toBe(last);
  });

  it('takes spaces around the numbers and around a hyphen, an en dash or a tilde', () => {
    for (const [text, last] of [
      ['  57  ', 57], ['\t1-2\n', 2], ['1 -  110', 110], ['1  –110', 110], ['1~ 4', 4], ['1 ~4', 4],
    ] as const) expect(lastChapterCovered(text), JSON.stringify(text)).toBe(last);
  });

  it('reads chapters of up to five digits, and one decimal on either end', () => {
    expect(lastChapterCovered('99999')).toBe(99999);
    expect(lastChapterCovered('12345-99999')).toBe(99999);
    expect(lastChapterCovered('10.5')).toBe(10.5);
    expect(lastChapterCovered('10.5-11.5')).toBe(11.5);
    expect(lastChapterCovered('1-10.5')).toBe(10.5);
    expect(lastChapterCovered('10.5-10')).toBe(10.5);
  });

  it('is null when the field says no chapter', () => {
    for (const text of [null, '', 'Season 2', 'chapters', '1-2-3', 'Chapter one']) expect(lastChapterCovered(text), String(text)).toBeNull();
  });

  it('is null for anything around or between the numbers that is not a chapter range', () => {
    for (const text of [
      '123456', '1-123456', '10.55', '1-10.55', '10.', '1-10.', '.5', 'a1', '1a', 'Season 2 57', 'Episode 5', 'ch 1 2', '1 2',
      '1 + 2', '1/2', '1-', '-1', 'chapters. .5', 'Chapter-5', 'x1-2', '1-2x', 'chap1x', 'c1',
    ]) expect(lastChapterCovered(text), text).toBeNull();
  });
});
