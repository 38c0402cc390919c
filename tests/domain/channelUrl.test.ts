import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INVALID_CHANNEL_URL, NO_CHANNEL_ID, parseChannelUrl } from '../../src/domain/channelUrl';

describe('channel URL parser', () => {
  it.each([
    ['https://www.youtube.com/@RecapKing', 'handle', 'RecapKing'],
    ['https://youtube.com/@recap.king-1', 'handle', 'recap.king-1'],
    ['youtube.com/@RecapKing/videos', 'handle', 'RecapKing'],
    ['https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv', 'channel', 'UCabcdefghijklmnopqrstuv'],
    ['http://www.youtube.com/c/ManhwaRecaps', 'c', 'ManhwaRecaps'],
    ['https://youtube.com/user/oldname?sub=1', 'user', 'oldname'],
  ])('accepts %s as a %s address with id %s', (url, kind, id) => {
    expect(parseChannelUrl(url)).toMatchObject({ ok: true, kind, id });
  });

  it.each([
    'https://m.youtube.com/@RecapKing',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://evil.com/@RecapKing',
    'https://www.youtube.com.evil.com/@RecapKing',
    'ftp://www.youtube.com/@RecapKing',
    'javascript:alert(1)',
    'not a url at all',
    '',
  ])('refuses %s as not a channel address on youtube.com', (url) => {
    expect(parseChannelUrl(url)).toEqual({ ok: false, message: INVALID_CHANNEL_URL });
  });

  it.each(['https://www.youtube.com/channel/', 'https://www.youtube.com/@', 'https://www.youtube.com/c/'])(
    'says the id could not be extracted from %s',
    (url) => {
      expect(parseChannelUrl(url)).toEqual({ ok: false, message: NO_CHANNEL_ID });
    },
  );

  it('reads an address typed without a scheme as https, even when its query holds another address', () => {
    expect(parseChannelUrl('youtube.com/@recaphub?from=https://example.com')).toEqual({
      ok: true, kind: 'handle', id: 'recaphub', normalizedUrl: 'https://www.youtube.com/@recaphub',
    });
  });

  it('keeps a path segment that cannot be decoded as it is, and finds no channel id in it', () => {
    expect(parseChannelUrl('https://www.youtube.com/@bad%E0%A4%A')).toEqual({ ok: false, message: NO_CHANNEL_ID });
  });

  it('property: a handle URL in any accepted spelling gives back the handle and one normal form', () => {
    const handle = fc.stringMatching(/^[A-Za-z0-9_.-]{1,30}$/);
    const host = fc.constantFrom('youtube.com', 'www.youtube.com', 'https://youtube.com', 'https://www.youtube.com', 'http://www.youtube.com');
    fc.assert(fc.property(host, handle, (prefix, name) => {
      const parsed = parseChannelUrl(`${prefix}/@${name}`);
      expect(parsed).toEqual({ ok: true, kind: 'handle', id: name, normalizedUrl: `https://www.youtube.com/@${name}` });
    }));
  });

  it('property: no input makes the parser throw, and any accepted address is on youtube.com', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => {
      const parsed = parseChannelUrl(text);
      if (parsed.ok) expect(new URL(parsed.normalizedUrl).hostname).toBe('www.youtube.com');
    }));
  });
});
