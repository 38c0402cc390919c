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

  it('is null when the field says no chapter', () => {
    for (const text of [null, '', 'Season 2', 'chapters', '1-2-3', 'Chapter one']) expect(lastChapterCovered(text), String(text)).toBeNull();
  });
});
