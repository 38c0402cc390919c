import { describe, expect, it } from 'vitest';
import { INVALID_CHANNEL_URL, NO_CHANNEL_ID, parseChannelUrl } from '../../src/domain/channelUrl';
import { videoIdIn } from '../../src/domain/videoId';

describe('a pasted channel address', () => {
  it('is read with spaces around it, and in capitals', () => {
    expect(parseChannelUrl('  HTTPS://www.YouTube.com/@Reader  ')).toEqual({ ok: true, kind: 'handle', id: 'Reader', normalizedUrl: 'https://www.youtube.com/@Reader' });
    expect(parseChannelUrl('http://youtube.com/user/reader')).toMatchObject({ ok: true, normalizedUrl: 'https://www.youtube.com/user/reader' });
  });

  it('is refused on another scheme, with the spec\'s sentence', () => {
    expect(parseChannelUrl('ftp://youtube.com/@reader')).toEqual({ ok: false, message: INVALID_CHANNEL_URL });
    expect(parseChannelUrl('youtube.com')).toEqual({ ok: false, message: INVALID_CHANNEL_URL });
  });

  it('without the id after /channel/ says the id could not be found', () => {
    expect(parseChannelUrl('https://youtube.com/channel/')).toEqual({ ok: false, message: NO_CHANNEL_ID });
    expect(parseChannelUrl('https://youtube.com/@')).toEqual({ ok: false, message: NO_CHANNEL_ID });
  });
});

describe('a pasted video address', () => {
  it('finds the id on http and https, in capitals, and with spaces around it', () => {
    expect(videoIdIn('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdIn(' HTTPS://youtu.be/dQw4w9WgXcQ ')).toBe('dQw4w9WgXcQ');
  });

  it('finds nothing on another scheme, in a watch address without v, or in a shorter id', () => {
    expect(videoIdIn('ftp://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(videoIdIn('https://www.youtube.com/watch?list=abc')).toBeNull();
    expect(videoIdIn('https://youtu.be/')).toBeNull();
    expect(videoIdIn('https://youtu.be/dQw4w9WgXc')).toBeNull();
  });
});
