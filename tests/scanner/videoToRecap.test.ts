import { describe, expect, it } from 'vitest';
import { videoToRecap } from '../../server/scanner/videoToRecap.ts';
import type { YoutubeVideo } from '../../server/scanner/youtubeTypes.ts';

const thumbnail = (name: string) => ({ url: `https://i.ytimg.com/vi/abc/${name}.jpg`, width: 1, height: 1 });

function video(overrides: Partial<YoutubeVideo> = {}): YoutubeVideo {
  return {
    kind: 'youtube#video',
    etag: 'e',
    id: 'abcdefghijk',
    snippet: {
      publishedAt: '2024-05-01T10:00:00Z',
      channelId: 'UC',
      title: 'Solo Leveling Recap | Chapters 1-50',
      description: 'The whole story',
      thumbnails: { default: thumbnail('default'), medium: thumbnail('mqdefault'), high: thumbnail('hqdefault'), standard: thumbnail('sddefault'), maxres: thumbnail('maxresdefault') },
      channelTitle: 'Vault',
      tags: ['manhwa', 'recap'],
      defaultAudioLanguage: 'en-US',
    },
    contentDetails: { duration: 'PT1H30M' },
    statistics: { viewCount: '1234', likeCount: '56' },
    ...overrides,
  } as YoutubeVideo;
}

describe('videoToRecap', () => {
  it('takes every field a recap keeps from the video, with the series and chapters of its title', () => {
    expect(videoToRecap(video(), 'ko')).toEqual({
      videoId: 'abcdefghijk',
      title: 'Solo Leveling Recap | Chapters 1-50',
      description: 'The whole story',
      tags: ['manhwa', 'recap'],
      duration: 5400,
      views: 1234,
      likes: 56,
      publishedAt: '2024-05-01T10:00:00Z',
      thumbnailUrl: 'https://i.ytimg.com/vi/abc/maxresdefault.jpg',
      language: 'en',
      seriesName: 'Solo Leveling',
      chaptersCovered: '1-50',
    });
  });

  it('reads the series from a labelled line of the description', () => {
    const labelled = video();
    labelled.snippet!.title = 'He Became The Strongest After Being Betrayed (Recap)';
    labelled.snippet!.description = 'Manhwa: Tower of God\nChapters: 3-9';
    expect(videoToRecap(labelled, 'en')).toMatchObject({ seriesName: 'Tower of God', chaptersCovered: '3-9' });
  });

  it('takes the largest thumbnail there is, one size after the other', () => {
    const sizes = ['maxres', 'standard', 'high', 'medium', 'default'] as const;
    const names = ['maxresdefault', 'sddefault', 'hqdefault', 'mqdefault', 'default'];
    const thumbnails: Record<string, ReturnType<typeof thumbnail>> = Object.fromEntries(sizes.map((size, i) => [size, thumbnail(names[i])]));
    sizes.forEach((size, i) => {
      const withFewer = video();
      withFewer.snippet!.thumbnails = thumbnails;
      expect(videoToRecap(withFewer, 'en').thumbnailUrl).toBe(`https://i.ytimg.com/vi/abc/${names[i]}.jpg`);
      delete thumbnails[size];
    });
    const none = video();
    none.snippet!.thumbnails = {};
    expect(videoToRecap(none, 'en').thumbnailUrl).toBeNull();
    // The API leaves the set out of a video that has no picture yet.
    delete (none.snippet as { thumbnails?: unknown }).thumbnails;
    expect(videoToRecap(none, 'en').thumbnailUrl).toBeNull();
  });

  it("uses the audio language, else the video's language, else the channel's", () => {
    const languageOf = (snippet: { defaultAudioLanguage?: string; defaultLanguage?: string }) => {
      const tagged = video();
      delete tagged.snippet!.defaultAudioLanguage;
      Object.assign(tagged.snippet!, snippet);
      return videoToRecap(tagged, 'ko').language;
    };
    expect(languageOf({ defaultAudioLanguage: 'es-419', defaultLanguage: 'pt' })).toBe('es');
    expect(languageOf({ defaultLanguage: 'PT_br' })).toBe('pt');
    expect(languageOf({ defaultLanguage: 'fil' })).toBe('fil');
    expect(languageOf({})).toBe('ko');
    // No linguistic content, or no language code at all: the channel's.
    expect(languageOf({ defaultAudioLanguage: 'zxx' })).toBe('ko');
    expect(languageOf({ defaultAudioLanguage: 'english' })).toBe('ko');
    expect(languageOf({ defaultAudioLanguage: 'e' })).toBe('ko');
    expect(languageOf({ defaultAudioLanguage: 'x1' })).toBe('ko');
    expect(languageOf({ defaultAudioLanguage: 'en us' })).toBe('ko');
    expect(languageOf({ defaultAudioLanguage: 'xen' })).toBe('xen');
  });

  it('counts views and likes as whole numbers, and what is missing, negative or no number as 0', () => {
    const counted = (statistics: { viewCount?: string; likeCount?: string } | undefined) => {
      const v = video();
      v.statistics = statistics as YoutubeVideo['statistics'];
      const recap = videoToRecap(v, 'en');
      return [recap.views, recap.likes];
    };
    expect(counted({ viewCount: '10.9', likeCount: '0' })).toEqual([10, 0]);
    expect(counted({ viewCount: '-1', likeCount: 'many' })).toEqual([0, 0]);
    expect(counted({ viewCount: 'Infinity' })).toEqual([0, 0]);
    expect(counted(undefined)).toEqual([0, 0]);
  });

  it('fills what a video without snippet or details lacks: no title, no text, no tags, no duration, published at 1970', () => {
    expect(videoToRecap({ kind: 'youtube#video', etag: 'e', id: 'abcdefghijk' } as YoutubeVideo, 'fr')).toEqual({
      videoId: 'abcdefghijk',
      title: '',
      description: '',
      tags: [],
      duration: 0,
      views: 0,
      likes: 0,
      publishedAt: '1970-01-01T00:00:00.000Z',
      thumbnailUrl: null,
      language: 'fr',
      seriesName: null,
      chaptersCovered: null,
    });
    const live = video({ contentDetails: { duration: 'P0D' } } as Partial<YoutubeVideo>);
    expect(videoToRecap(live, 'en').duration).toBe(0);
    const odd = video({ contentDetails: { duration: 'soon' } } as Partial<YoutubeVideo>);
    expect(videoToRecap(odd, 'en').duration).toBe(0);
  });
});
