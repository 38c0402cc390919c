import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES, errorCodeOf, errorText } from '../../src/domain/errorCodes.ts';
import { SUGGESTIONS_PER_DAY_TEXT, pendingAlreadyText } from '../../src/domain/seriesSuggestion.ts';
import { USERNAME_RULE } from '../../src/domain/username.ts';
import { THUMBNAIL_URL_RULE } from '../../src/domain/thumbnail.ts';

describe('the error codes', () => {
  it('are dotted names, each with its own English text', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z0-9]*$/);
    const texts = Object.values(ERROR_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('find each text with placeholders back to its code and values', () => {
    expect(errorCodeOf('You can make at most 10 suggestions per day')).toEqual({ code: 'suggestion.dailyLimit', values: { n: 10 } });
    expect(errorCodeOf('search must be at most 200 characters.')).toEqual({ code: 'validation.tooLong', values: { field: 'search', limit: 200 } });
    expect(errorCodeOf('page must be at least 1.')).toEqual({ code: 'validation.tooSmall', values: { field: 'page', limit: 1 } });
    expect(errorCodeOf('title cannot be empty.')).toEqual({ code: 'validation.empty', values: { field: 'title' } });
    expect(errorCodeOf('Chapter 12.5 is past the last known chapter of this series, chapter 10.'))
      .toEqual({ code: 'series.chapterPastLast', values: { chapter: 12.5, last: 10 } });
    expect(errorCodeOf('The synopsis must be at most 2,000 characters.')).toEqual({ code: 'series.synopsisTooLong', values: { max: 2000 } });
    expect(errorCodeOf('Series not found.')).toEqual({ code: 'series.notFound' });
  });

  it('know the texts the shared checks write', () => {
    expect(errorCodeOf(SUGGESTIONS_PER_DAY_TEXT)?.code).toBe('suggestion.dailyLimit');
    expect(errorCodeOf(USERNAME_RULE)?.code).toBe('auth.usernameRule');
    expect(errorCodeOf(THUMBNAIL_URL_RULE)?.code).toBe('recap.thumbnailUrlRule');
    expect(errorCodeOf(pendingAlreadyText('status', null))?.code).toBe('suggestion.pendingAlready');
  });

  it('write back each text exactly from its code and values', () => {
    for (const text of ['The synopsis must be at most 2,000 characters.', 'id must be at most 2147483647.', 'Chapter 1500 is past the last known chapter of this series, chapter 1200.',
      'The request body is nested too deeply: at most 32 levels of objects and lists.', '"Solo Leveling" is listed twice.']) {
      const found = errorCodeOf(text)!;
      expect(errorText(found.code, found.values)).toBe(text);
    }
  });

  it('know nothing of a text that is not theirs', () => {
    expect(errorCodeOf('Something else went wrong')).toBeUndefined();
  });

  it('are all in docs/error-codes.md', () => {
    const doc = readFileSync(new URL('../../docs/error-codes.md', import.meta.url), 'utf8');
    for (const code of ERROR_CODES) expect(doc).toContain(`| \`${code}\` |`);
  });
});

describe('a code\'s English text', () => {
  it('fills in the values given, and leaves a placeholder without its value as it is', () => {
    expect(errorText('auth.passwordTooShort', { min: 8 })).toBe('Password must be at least 8 characters long');
    expect(errorText('auth.passwordTooShort')).toBe('Password must be at least {min} characters long');
    expect(errorText('auth.passwordTooLong', { min: 8 })).toBe('Password must be at most {max} characters long.');
  });
});
