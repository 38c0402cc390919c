import { describe, expect, it } from 'vitest';
import { classifyMatch, type MatchCandidate } from '../../server/scanner/matchClassifier.ts';
import { relateSeriesNames } from '../../server/scanner/seriesNameRelation.ts';

const original: MatchCandidate = { title: 'Solo Leveling Recap | Chapters 1-50', seriesName: 'Solo Leveling', duration: 5400 };
const reupload: MatchCandidate = { ...original };
const nextEpisode: MatchCandidate = { title: 'Solo Leveling Recap | Chapters 51-100', seriesName: 'Solo Leveling', duration: 6120 };
const unnamed: MatchCandidate = { title: 'He Became The Strongest (Manhwa Recap)', seriesName: null, duration: 4000 };
const otherSeries: MatchCandidate = { title: 'Tower of God Recap', seriesName: 'Tower of God', duration: 7000 };

describe('classifyMatch', () => {
  it('calls a re-upload of the same video an EXACT_DUPLICATE with HIGH confidence', () => {
    expect(classifyMatch(2, original, reupload)).toEqual({ matchType: 'EXACT_DUPLICATE', confidence: 'HIGH', similarityScore: 0.9688 });
    expect(classifyMatch(0, original, { ...reupload, title: 'SOLO LEVELING full recap', seriesName: null })).toMatchObject({
      matchType: 'EXACT_DUPLICATE',
      confidence: 'HIGH',
    });
  });

  it('lowers the confidence as the pictures drift apart', () => {
    expect(classifyMatch(8, original, reupload)).toMatchObject({ matchType: 'EXACT_DUPLICATE', confidence: 'MEDIUM' });
    expect(classifyMatch(14, original, reupload)).toMatchObject({ matchType: 'EXACT_DUPLICATE', confidence: 'LOW' });
  });

  it('tells the next episode of a series from a duplicate by duration and title', () => {
    expect(classifyMatch(4, original, nextEpisode)).toMatchObject({ matchType: 'SAME_SERIES', confidence: 'HIGH' });
    expect(classifyMatch(12, original, nextEpisode)).toMatchObject({ matchType: 'SAME_SERIES', confidence: 'MEDIUM' });
    expect(classifyMatch(4, original, { ...nextEpisode, seriesName: 'Solo Leveling: Ragnarok' })).toMatchObject({ matchType: 'SAME_SERIES', confidence: 'MEDIUM' });
  });

  it('marks the same picture without a series name as POSSIBLY_RELATED', () => {
    expect(classifyMatch(6, original, unnamed)).toMatchObject({ matchType: 'POSSIBLY_RELATED', confidence: 'MEDIUM' });
    expect(classifyMatch(12, original, unnamed)).toBeNull();
  });

  it('marks the same picture over two different series as DIFFERENT, and a duplicate with conflicting names as POSSIBLY_RELATED', () => {
    expect(classifyMatch(6, original, otherSeries)).toMatchObject({ matchType: 'DIFFERENT', confidence: 'MEDIUM' });
    expect(classifyMatch(12, original, otherSeries)).toBeNull();
    expect(classifyMatch(2, original, { ...otherSeries, duration: original.duration })).toMatchObject({ matchType: 'POSSIBLY_RELATED' });
  });

  it('draws each band at its edge: the same picture up to 10 bits, HIGH confidence up to 6', () => {
    expect(classifyMatch(10, original, nextEpisode)).toMatchObject({ matchType: 'SAME_SERIES', confidence: 'HIGH' });
    expect(classifyMatch(11, original, nextEpisode)).toMatchObject({ matchType: 'SAME_SERIES', confidence: 'MEDIUM' });
    expect(classifyMatch(6, original, reupload)).toMatchObject({ matchType: 'EXACT_DUPLICATE', confidence: 'HIGH' });
    expect(classifyMatch(7, original, reupload)).toMatchObject({ matchType: 'EXACT_DUPLICATE', confidence: 'MEDIUM' });
  });

  it('a duplicate whose names are only related is never HIGH confidence; related names over similar pictures are POSSIBLY_RELATED, LOW', () => {
    const sequel = { ...nextEpisode, seriesName: 'Solo Leveling: Ragnarok' };
    expect(classifyMatch(2, original, { ...reupload, seriesName: 'Solo Leveling: Ragnarok' })).toMatchObject({ matchType: 'EXACT_DUPLICATE', confidence: 'MEDIUM' });
    expect(classifyMatch(12, original, sequel)).toEqual({ matchType: 'POSSIBLY_RELATED', confidence: 'LOW', similarityScore: 0.8125 });
    expect(classifyMatch(2, original, { ...otherSeries, duration: original.duration })).toMatchObject({ confidence: 'MEDIUM' });
  });

  it('the same video is a duration within 2 seconds when both are known, or the same title written in any case and spacing', () => {
    const episode = (title: string, duration: number | null): MatchCandidate => ({ title, seriesName: 'Solo Leveling', duration });
    const sameVideo = (a: MatchCandidate, b: MatchCandidate) => classifyMatch(4, a, b)?.matchType === 'EXACT_DUPLICATE';
    expect(sameVideo(episode('Part one', 5400), episode('Part two', 5402))).toBe(true);
    expect(sameVideo(episode('Part one', 5400), episode('Part two', 5403))).toBe(false);
    // An unknown duration (null or 0) is no duration to compare, even with one close to zero.
    expect(sameVideo(episode('Part one', null), episode('Part two', 1))).toBe(false);
    expect(sameVideo(episode('Part one', 1), episode('Part two', 0))).toBe(false);
    expect(sameVideo(episode('Solo  Leveling Recap ', null), episode('solo leveling recap', null))).toBe(true);
    expect(sameVideo(episode('Solo\tLeveling', null), episode('Solo Leveling', null))).toBe(true);
    expect(sameVideo(episode('Solo Leveling', null), episode('SoloLeveling', null))).toBe(false);
    expect(sameVideo(episode('', null), episode('  ', null))).toBe(false);
  });

  it('ignores pictures farther apart than the similar-picture band, which ends at 14 bits', () => {
    expect(classifyMatch(14, original, reupload)).not.toBeNull();
    expect(classifyMatch(15, original, reupload)).toBeNull();
    expect(classifyMatch(16, original, reupload)).toBeNull();
  });
});

describe('relateSeriesNames', () => {
  it('compares names after normalising case, accents, punctuation and a leading article', () => {
    expect(relateSeriesNames('The Beginning After the End', 'beginning after the end')).toBe('same');
    expect(relateSeriesNames('Récap', 'recap')).toBe('same');
    expect(relateSeriesNames('Solo Leveling', 'Solo Leveling Ragnarok')).toBe('related');
    expect(relateSeriesNames('Solo Leveling', null)).toBe('unknown');
    expect(relateSeriesNames('Solo Leveling', 'Tower of God')).toBe('different');
  });

  it('reads a name without the punctuation and spaces around and between its words', () => {
    expect(relateSeriesNames('Solo Leveling!', 'solo leveling')).toBe('same');
    expect(relateSeriesNames('Solo -- Leveling', 'Solo Leveling')).toBe('same');
    expect(relateSeriesNames(null, 'Solo Leveling')).toBe('unknown');
    expect(relateSeriesNames('', 'Solo Leveling')).toBe('unknown');
  });

  it('relates names by their words: one inside the other, or at least 60 % of all their words shared', () => {
    expect(relateSeriesNames('Omniscient Reader', 'Omniscient Reader Viewpoint Side Story')).toBe('related');
    expect(relateSeriesNames('Blade Moon Sky River', 'Blade Moon Sky Ocean')).toBe('related');
    expect(relateSeriesNames('Blade Moon Sky River', 'Blade Moon Star Ocean')).toBe('different');
    // The same letters in other words are other words.
    expect(relateSeriesNames('Solo Leveling', 'Leveling Solos')).toBe('different');
  });
});

describe('relateSeriesNames at its edges', () => {
  it('drops a leading "a" or "an" as it drops "the", only at the start and only as a word', () => {
    expect(relateSeriesNames("A Returner's Magic", "returner's magic")).toBe('same');
    expect(relateSeriesNames('An Heir', 'heir')).toBe('same');
    expect(relateSeriesNames('Kill the Hero', 'Kill Hero')).toBe('related');
    expect(relateSeriesNames('Theory', 'ory')).toBe('different');
    expect(relateSeriesNames('Another', 'other')).toBe('different');
  });

  it('keeps digits and folds every run of other marks into one space', () => {
    expect(relateSeriesNames('Kaiju No. 8', 'kaiju no 8')).toBe('same');
    expect(relateSeriesNames('Kaiju No. 8', 'Kaiju No. 9')).toBe('different');
    expect(relateSeriesNames('¡Solo Leveling', '  solo   leveling  ')).toBe('same');
    expect(relateSeriesNames('Solo_Leveling', 'solo leveling')).toBe('same');
    expect(relateSeriesNames('!!!', 'Solo Leveling')).toBe('unknown');
  });

  it('removes every accent of a letter, however many', () => {
    expect(relateSeriesNames('Ṩolo', 'solo')).toBe('same');
  });

  it('counts a repeated word once', () => {
    // {solo, leveling} inside {solo, leveling, x}: related through the smaller name.
    expect(relateSeriesNames('Solo Solo Leveling', 'Solo Leveling X')).toBe('related');
    // 3 shared of 6 words in all: half, under 60 %.
    expect(relateSeriesNames('a1 b2 c3 d4 e5', 'a1 b2 c3 f6')).toBe('different');
    expect(relateSeriesNames('a1 b2 c3 d4', 'a1 b2 c3 d4 e5 f6')).toBe('related');
  });
});

describe('classifyMatch at its edges', () => {
  const named = (seriesName: string | null, duration: number | null, title: string): MatchCandidate => ({ title, seriesName, duration });

  it('a duplicate of the same picture with conflicting names is POSSIBLY_RELATED, farther apart nothing', () => {
    const a = named('Solo Leveling', 5400, 'Recap');
    const b = named('Tower of God', 5400, 'Other recap');
    expect(classifyMatch(10, a, b)).toEqual({ matchType: 'POSSIBLY_RELATED', confidence: 'MEDIUM', similarityScore: 0.8438 });
    expect(classifyMatch(11, a, b)).toBeNull();
  });

  it('a duplicate without names is HIGH up to 6 bits, and LOW past the same-picture band', () => {
    const a = named(null, 5400, 'Recap one');
    const b = named(null, 5401, 'Recap two');
    expect(classifyMatch(6, a, b)).toMatchObject({ matchType: 'EXACT_DUPLICATE', confidence: 'HIGH' });
    expect(classifyMatch(10, a, b)).toMatchObject({ matchType: 'EXACT_DUPLICATE', confidence: 'MEDIUM' });
    expect(classifyMatch(11, a, b)).toEqual({ matchType: 'EXACT_DUPLICATE', confidence: 'LOW', similarityScore: 0.8281 });
  });

  it('the same series over similar pictures is SAME_SERIES, MEDIUM; unknown or different names there are nothing', () => {
    expect(classifyMatch(14, named('Eleceed', 100, 'A'), named('Eleceed', 900, 'B'))).toEqual({ matchType: 'SAME_SERIES', confidence: 'MEDIUM', similarityScore: 0.7813 });
    expect(classifyMatch(11, named(null, 100, 'A'), named('Eleceed', 900, 'B'))).toBeNull();
    expect(classifyMatch(11, named('Lookism', 100, 'A'), named('Eleceed', 900, 'B'))).toBeNull();
  });

  it('scores similarity as the share of equal bits, to four decimals', () => {
    const a = named('Eleceed', 100, 'A');
    const b = named('Eleceed', 900, 'B');
    expect(classifyMatch(0, a, b)?.similarityScore).toBe(1);
    expect(classifyMatch(1, a, b)?.similarityScore).toBe(0.9844);
    expect(classifyMatch(3, a, b)?.similarityScore).toBe(0.9531);
  });

  it('two unknown durations are no same video, and a title is read in its NFKC form', () => {
    const sameVideo = (a: MatchCandidate, b: MatchCandidate) => classifyMatch(4, a, b)?.matchType === 'EXACT_DUPLICATE';
    expect(sameVideo(named('X', 0, 'One'), named('X', 0, 'Two'))).toBe(false);
    expect(sameVideo(named('X', null, 'One'), named('X', null, 'Two'))).toBe(false);
    expect(sameVideo(named('X', 3, 'One'), named('X', 1, 'Two'))).toBe(true);
    expect(sameVideo(named('X', 1, 'One'), named('X', 3, 'Two'))).toBe(true);
    expect(sameVideo(named('X', null, 'Ｓｏｌｏ'), named('X', null, 'solo'))).toBe(true);
    // Titles are compared in lower case, where ß stays ß; in upper case it would be SS.
    expect(sameVideo(named('X', null, 'Straße'), named('X', null, 'STRASSE'))).toBe(false);
  });
});
