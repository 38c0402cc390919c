import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isVideoId, videoIdIn } from '../../src/domain/videoId';

const idChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'.split(''));

describe('video-id flag', () => {
  it('flags exactly 11 letters, digits, underscores or hyphens', () => {
    expect(isVideoId('dQw4w9WgXcQ')).toBe(true);
    expect(isVideoId('a-b_c-d_e-f')).toBe(true);
    expect(isVideoId('dQw4w9WgXc')).toBe(false);
    expect(isVideoId('dQw4w9WgXcQQ')).toBe(false);
    expect(isVideoId('dQw4w9 gXcQ')).toBe(false);
    expect(isVideoId('solo leveling')).toBe(false);
  });

  it('flags texts only: a number of 11 digits is none', () => {
    expect(isVideoId(12345678901)).toBe(false);
    expect(isVideoId(null)).toBe(false);
    expect(isVideoId(undefined)).toBe(false);
  });

  it('property: every 11-character string of the alphabet is flagged', () => {
    fc.assert(fc.property(fc.array(idChar, { minLength: 11, maxLength: 11 }), (chars) => {
      expect(isVideoId(chars.join(''))).toBe(true);
    }));
  });

  it('property: any other length is not flagged', () => {
    fc.assert(fc.property(fc.array(idChar, { maxLength: 30 }).filter((chars) => chars.length !== 11), (chars) => {
      expect(isVideoId(chars.join(''))).toBe(false);
    }));
  });
});

describe('the video a search names (issue 18, item 20)', () => {
  it('reads a bare video ID and every usual video address', () => {
    for (const text of [
      'dQw4w9WgXcQ',
      '  dQw4w9WgXcQ ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s',
      'youtube.com/watch?v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
      // An address with no scheme of its own, though another address follows in its query.
      'youtu.be/dQw4w9WgXcQ?next=https://example.com',
    ]) {
      expect(videoIdIn(text), text).toBe('dQw4w9WgXcQ');
    }
  });

  it('finds no video in words, channel addresses or other sites', () => {
    for (const text of [
      'solo leveling',
      'https://www.youtube.com/@channel',
      'https://www.youtube.com/watch?v=short',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'ftp://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      '',
    ]) {
      expect(videoIdIn(text), text).toBeNull();
    }
  });
});
