import { describe, expect, it } from 'vitest';
import { evaluateImageSet, VARIANTS, type ImageSetResult } from './support/labelledImageSet.ts';

describe('match types on generated thumbnails with known edits', () => {
  let result: ImageSetResult;
  beforeAll(async () => {
    result = await evaluateImageSet(24);
  });

  it('calls every re-encoded or resized copy an EXACT_DUPLICATE with HIGH confidence', () => {
    const copies = result.outcomes.filter((o) => o.variant === 'reencoded' || o.variant === 'resized');
    expect(copies).toHaveLength(48);
    for (const copy of copies) expect([copy.predicted, copy.confidence]).toEqual(['EXACT_DUPLICATE', 'HIGH']);
  });

  it('never calls a cropped or recoloured copy anything but a duplicate', () => {
    const copies = result.outcomes.filter((o) => o.variant === 'cropped' || o.variant === 'recoloured');
    for (const copy of copies) expect(['EXACT_DUPLICATE', 'NO_MATCH']).toContain(copy.predicted);
    expect(copies.filter((o) => o.predicted === 'EXACT_DUPLICATE').length / copies.length).toBeGreaterThanOrEqual(0.9);
  });

  it('gets at least 90 % of all labelled pairs right and never mistakes one relation for another', () => {
    const right = result.outcomes.filter((o) => o.predicted === o.expected).length;
    expect(result.outcomes).toHaveLength(24 * VARIANTS.length);
    expect(right / result.outcomes.length).toBeGreaterThanOrEqual(0.9);
    // A miss may only fall through to NO_MATCH (the pictures drifted out of range), never into another type.
    for (const outcome of result.outcomes) expect([outcome.expected, 'NO_MATCH']).toContain(outcome.predicted);
  });

  it('finds no duplicate between pictures of unrelated series', () => {
    expect(result.crossSeriesVerdicts.EXACT_DUPLICATE).toBe(0);
    expect(result.crossSeriesVerdicts.SAME_SERIES).toBe(0);
    expect(result.outcomes.filter((o) => o.variant === 'different-image').every((o) => o.predicted === 'NO_MATCH')).toBe(true);
  });
});
