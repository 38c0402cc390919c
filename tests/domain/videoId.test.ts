import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isVideoId } from '../../src/domain/videoId';

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
