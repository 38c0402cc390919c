import type { MatchConfidence, MatchType } from '../../src/api/types.ts';
import { HASH_BITS } from './perceptualHash.ts';
import { relateSeriesNames } from './seriesNameRelation.ts';

/**
 * Turns a pair of near-identical thumbnails into a verdict for the admin screen. The picture
 * alone cannot tell a re-upload from the next episode in the same channel template, so the
 * verdict also weighs the series names parsed from the titles and whether the two videos are
 * the same video (equal duration within DURATION_TOLERANCE_SECONDS, or the same title).
 * The rules are the table in docs/scanner.md; the numbers are calibrated on the generated
 * image set of tests/scanner (see the confusion table there).
 */

/** Up to this many differing bits of 64 the pictures are the same picture (re-encoded, resized, recoloured, trimmed). */
const SAME_PICTURE_MAX_DISTANCE = 10;
/** Up to this many bits the pictures are similar (one template, a heavier crop); the search radius of the index. */
export const SIMILAR_PICTURE_MAX_DISTANCE = 14;
/** An exact duplicate with at most this many bits and agreeing names is HIGH confidence. */
const HIGH_CONFIDENCE_MAX_DISTANCE = 6;
const DURATION_TOLERANCE_SECONDS = 2;

export interface MatchCandidate {
  title: string;
  seriesName: string | null;
  /** seconds; 0 or null when unknown */
  duration: number | null;
}

export interface MatchVerdict {
  matchType: MatchType;
  confidence: MatchConfidence;
  similarityScore: number;
}

function similarityFromDistance(distance: number): number {
  return Math.round((1 - distance / HASH_BITS) * 10000) / 10000;
}

function normaliseTitle(title: string): string {
  return title.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function isSameVideo(a: MatchCandidate, b: MatchCandidate): boolean {
  const bothTimed = (a.duration ?? 0) > 0 && (b.duration ?? 0) > 0;
  if (bothTimed && Math.abs((a.duration ?? 0) - (b.duration ?? 0)) <= DURATION_TOLERANCE_SECONDS) return true;
  return normaliseTitle(a.title) !== '' && normaliseTitle(a.title) === normaliseTitle(b.title);
}

/** The verdict for two thumbnails `distance` bits apart, or null when the pair is not worth an admin's look. */
export function classifyMatch(distance: number, a: MatchCandidate, b: MatchCandidate): MatchVerdict | null {
  if (distance > SIMILAR_PICTURE_MAX_DISTANCE) return null;
  const names = relateSeriesNames(a.seriesName, b.seriesName);
  const sameVideo = isSameVideo(a, b);
  const samePicture = distance <= SAME_PICTURE_MAX_DISTANCE;
  const verdict = (matchType: MatchType, confidence: MatchConfidence): MatchVerdict => ({
    matchType,
    confidence,
    similarityScore: similarityFromDistance(distance),
  });

  if (sameVideo) {
    if (names === 'different') return samePicture ? verdict('POSSIBLY_RELATED', 'MEDIUM') : null;
    if (!samePicture) return verdict('EXACT_DUPLICATE', 'LOW');
    const agreeing = names === 'same' || names === 'unknown';
    return verdict('EXACT_DUPLICATE', agreeing && distance <= HIGH_CONFIDENCE_MAX_DISTANCE ? 'HIGH' : 'MEDIUM');
  }
  if (samePicture) {
    switch (names) {
      case 'same':
        return verdict('SAME_SERIES', 'HIGH');
      case 'related':
        return verdict('SAME_SERIES', 'MEDIUM');
      case 'unknown':
        return verdict('POSSIBLY_RELATED', 'MEDIUM');
      case 'different':
        return verdict('DIFFERENT', 'MEDIUM');
    }
  }
  switch (names) {
    case 'same':
      return verdict('SAME_SERIES', 'MEDIUM');
    case 'related':
      return verdict('POSSIBLY_RELATED', 'LOW');
    default:
      return null;
  }
}
