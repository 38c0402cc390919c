import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MATCH_CHOICES, isMatchSort, isMatchType, MATCH_PAGE_SIZE, MATCH_SORT_ORDER, MATCH_SORTS, MATCH_TYPES,
} from '../../src/domain/thumbnailMatches';

describe('the thumbnail match review', () => {
  it('lists the match types in the spec\'s order, the most certain duplicate first', () => {
    expect(MATCH_TYPES).toEqual(['EXACT_DUPLICATE', 'SAME_SERIES', 'POSSIBLY_RELATED', 'DIFFERENT']);
  });

  it('sorts by similarity, date or type, highest score and newest first, types in the spec\'s order', () => {
    expect(MATCH_SORTS).toEqual(['similarity', 'date', 'type']);
    expect(MATCH_SORT_ORDER).toEqual({ similarity: 'desc', date: 'desc', type: 'asc' });
  });

  it('shows every type, the most alike first, ten pairs a page', () => {
    expect(DEFAULT_MATCH_CHOICES).toEqual({ type: null, sort: 'similarity' });
    expect(MATCH_PAGE_SIZE).toBe(10);
  });

  it('knows a type or a sort only as written', () => {
    for (const type of MATCH_TYPES) expect(isMatchType(type), type).toBe(true);
    for (const value of ['exact_duplicate', '', null, undefined, 'similarity']) expect(isMatchType(value), String(value)).toBe(false);
    for (const sort of MATCH_SORTS) expect(isMatchSort(sort), sort).toBe(true);
    for (const value of ['Similarity', '', null, 'SAME_SERIES']) expect(isMatchSort(value), String(value)).toBe(false);
  });
});
