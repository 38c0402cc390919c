import { describe, expect, it } from 'vitest';
import {
  SERIES_SUGGESTION_TYPES, suggestedFieldName, SUGGESTION_TYPE_LABELS, suggestionValueText, suggestionValueUrl,
} from '../../src/domain/suggestionTypes';

describe('the types of suggestion the review queue holds', () => {
  it('are a series name and the four fields of a series a member may suggest, each by its label', () => {
    expect(SERIES_SUGGESTION_TYPES).toEqual(['alt_title', 'tracker_link', 'status', 'synopsis']);
    expect(SUGGESTION_TYPE_LABELS).toEqual({
      series_name: 'Series name', alt_title: 'Other title', tracker_link: 'Tracker link', status: 'Status', synopsis: 'Synopsis',
    });
  });

  it('name the suggested field in words, a link by its tracker', () => {
    expect(suggestedFieldName('alt_title', null)).toBe('other title');
    expect(suggestedFieldName('status', null)).toBe('status');
    expect(suggestedFieldName('synopsis', null)).toBe('synopsis');
    expect(suggestedFieldName('tracker_link', 'myanimelist')).toBe('MyAnimeList link');
    expect(suggestedFieldName('tracker_link', null)).toBe('tracker link');
  });

  it('show a status by its label and any other value as it is', () => {
    expect(suggestionValueText('status', 'hiatus')).toBe('On hiatus');
    expect(suggestionValueText('status', 'paused')).toBe('paused');
    expect(suggestionValueText('alt_title', 'completed')).toBe('completed');
    expect(suggestionValueText('series_name', 'Solo Leveling')).toBe('Solo Leveling');
  });

  it('link a tracker id to its page on the tracker, and nothing else', () => {
    expect(suggestionValueUrl('tracker_link', 'anilist', '105398')).toBe('https://anilist.co/manga/105398');
    expect(suggestionValueUrl('tracker_link', null, '105398')).toBeNull();
    expect(suggestionValueUrl('alt_title', 'anilist', '105398')).toBeNull();
    expect(suggestionValueUrl('status', null, 'ongoing')).toBeNull();
  });
});
