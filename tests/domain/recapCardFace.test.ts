import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { recapCardFace, type RecapCardRecap } from '../../src/domain/recapCardFace';
import { messages } from '../../src/locales/en';
import { buildRecap } from '../support/factories';

const now = new Date('2026-03-10T12:00:00Z');
// The card in English, the English catalogue's words (as the server's English page and the app in English say it).
const english = setupI18n({ locale: 'en', messages: { en: messages } });
const cardFace = (recap: RecapCardRecap, at: Date) => recapCardFace(recap, at, english);

describe('what a recap\'s card shows', () => {
  it('shows the picture, length, title, series, counts, age, rating and channel, in the card\'s order', () => {
    const recap = buildRecap(1, {
      title: 'Solo Leveling recap', series_name: 'Solo Leveling', thumbnail_url: '/thumbnails/1.jpg', duration: 3725, views: 1_234_567,
      like_count: 999, published_at: '2026-03-08T12:00:00Z', avg_rating: 4.25, rating: 4.25, channel_name: 'Recap Hub',
    });
    expect(cardFace(recap, now)).toEqual({
      picture: '/thumbnails/1.jpg',
      duration: '1:02:05',
      status: null,
      title: 'Solo Leveling recap',
      series: 'Solo Leveling',
      facts: [{ text: '1.2M views' }, { text: '999 likes' }, { text: '2 days ago' }, { text: '★ 4.3', label: 'Rated 4.25 out of 5' }],
      channel: 'Recap Hub',
      openable: true,
    });
  });

  it('falls back to the video\'s YouTube picture, and leaves out the series, the age and the rating it has not', () => {
    const face = cardFace(buildRecap(2, { video_id: 'abcdefghijk', series_name: '', published_at: null, avg_rating: 0, rating: 3 }), now);
    expect(face.picture).toBe('https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg');
    expect(face.series).toBeNull();
    expect(face.facts).toEqual([{ text: '0 views' }, { text: '0 likes' }]);
  });

  it('writes the rating with one decimal, a whole one too', () => {
    const face = cardFace(buildRecap(6, { avg_rating: 4, rating: 4 }), now);
    expect(face.facts.at(-1)).toEqual({ text: '★ 4.0', label: 'Rated 4 out of 5' });
  });

  it('badges a private or error recap with its status and dims it, and keeps another status openable', () => {
    const privateFace = cardFace(buildRecap(3, { status: 'private' }), now);
    expect(privateFace.status).toBe('private');
    expect(privateFace.openable).toBe(false);
    expect(cardFace(buildRecap(4, { status: 'Error' }), now)).toMatchObject({ status: 'Error', openable: false });
    expect(cardFace(buildRecap(5, { status: '' }), now)).toMatchObject({ status: null, openable: true });
  });
});
