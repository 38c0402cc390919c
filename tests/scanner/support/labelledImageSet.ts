import type { MatchType } from '../../../src/api/types.ts';
import { HammingIndex } from '../../../server/scanner/hammingIndex.ts';
import { classifyMatch, SIMILAR_PICTURE_MAX_DISTANCE, type MatchCandidate } from '../../../server/scanner/matchClassifier.ts';
import { computePerceptualHash, type PerceptualHash } from '../../../server/scanner/perceptualHash.ts';
import { applyEdit, renderThumbnail, type ThumbnailEdit } from './thumbnailArt.ts';

/**
 * Generated thumbnails with known relations. For every series: the original, its copies through
 * each edit (same video: expected EXACT_DUPLICATE), the next episode in the same template
 * (SAME_SERIES), that episode under an unparsed title (POSSIBLY_RELATED), the template reused for
 * another series (DIFFERENT) and an unrelated picture (no match).
 */
export type Expected = MatchType | 'NO_MATCH';
export type Variant = ThumbnailEdit | 'next-episode' | 'unnamed-episode' | 'other-series' | 'different-image';

export const VARIANTS: { variant: Variant; expected: Expected }[] = [
  { variant: 'reencoded', expected: 'EXACT_DUPLICATE' },
  { variant: 'resized', expected: 'EXACT_DUPLICATE' },
  { variant: 'cropped', expected: 'EXACT_DUPLICATE' },
  { variant: 'recoloured', expected: 'EXACT_DUPLICATE' },
  { variant: 'next-episode', expected: 'SAME_SERIES' },
  { variant: 'unnamed-episode', expected: 'POSSIBLY_RELATED' },
  { variant: 'other-series', expected: 'DIFFERENT' },
  { variant: 'different-image', expected: 'NO_MATCH' },
];

interface Item {
  id: number;
  series: number;
  hash: PerceptualHash;
  meta: MatchCandidate;
}

export interface PairOutcome {
  series: number;
  variant: Variant;
  expected: Expected;
  predicted: Expected;
  confidence: string | null;
  distance: number | null;
}

export interface ImageSetResult {
  outcomes: PairOutcome[];
  /** Verdicts on pairs the index found between pictures of two different series (false alarms unless NO_MATCH). */
  crossSeriesVerdicts: Record<Expected, number>;
}

async function variantImage(seed: number, variant: Variant, original: Buffer): Promise<Buffer> {
  switch (variant) {
    case 'next-episode':
    case 'unnamed-episode':
    case 'other-series':
      return renderThumbnail(seed, 2);
    case 'different-image':
      return renderThumbnail(seed + 50_000, 1);
    default:
      return applyEdit(original, variant);
  }
}

function variantMeta(seed: number, variant: Variant, original: MatchCandidate): MatchCandidate {
  const duration = (original.duration ?? 0) + 600 + seed;
  switch (variant) {
    case 'next-episode':
      return { title: `Series ${seed} Recap | Chapters 51-100`, seriesName: `Series ${seed}`, duration };
    case 'unnamed-episode':
      return { title: `He Became The Strongest Of Series ${seed} (Manhwa Recap)`, seriesName: null, duration };
    case 'other-series':
      return { title: `Kingdom ${seed} Recap`, seriesName: `Kingdom ${seed}`, duration };
    case 'different-image':
      return { title: `Another Story ${seed} Recap`, seriesName: `Another Story ${seed}`, duration };
    default:
      return { ...original };
  }
}

export async function evaluateImageSet(seriesCount: number, firstSeed = 1): Promise<ImageSetResult> {
  const items: Item[] = [];
  const planned: { series: number; variant: Variant; expected: Expected; originalId: number; copyId: number }[] = [];
  let nextId = 1;
  for (let seed = firstSeed; seed < firstSeed + seriesCount; seed += 1) {
    const originalImage = await renderThumbnail(seed, 1);
    const originalMeta: MatchCandidate = { title: `Series ${seed} Recap | Chapters 1-50`, seriesName: `Series ${seed}`, duration: 3000 + seed * 17 };
    const original: Item = { id: nextId++, series: seed, hash: await computePerceptualHash(originalImage), meta: originalMeta };
    items.push(original);
    for (const { variant, expected } of VARIANTS) {
      const copy: Item = {
        id: nextId++,
        series: seed,
        hash: await computePerceptualHash(await variantImage(seed, variant, originalImage)),
        meta: variantMeta(seed, variant, originalMeta),
      };
      items.push(copy);
      planned.push({ series: seed, variant, expected, originalId: original.id, copyId: copy.id });
    }
  }

  const index = new HammingIndex(SIMILAR_PICTURE_MAX_DISTANCE);
  const byId = new Map(items.map((item) => [item.id, item]));
  const verdicts = new Map<string, { predicted: Expected; confidence: string | null; distance: number }>();
  const crossSeriesVerdicts: Record<Expected, number> = { EXACT_DUPLICATE: 0, SAME_SERIES: 0, POSSIBLY_RELATED: 0, DIFFERENT: 0, NO_MATCH: 0 };
  // Incremental, like the scanner: each new thumbnail is matched against those stored before it.
  for (const item of items) {
    for (const neighbour of index.search(item.hash)) {
      const other = byId.get(neighbour.id)!;
      const verdict = classifyMatch(neighbour.distance, other.meta, item.meta);
      if (other.series !== item.series) crossSeriesVerdicts[verdict ? verdict.matchType : 'NO_MATCH'] += 1;
      verdicts.set(`${other.id}:${item.id}`, {
        predicted: verdict ? verdict.matchType : 'NO_MATCH',
        confidence: verdict ? verdict.confidence : null,
        distance: neighbour.distance,
      });
    }
    index.add(item.id, item.hash);
  }

  const outcomes: PairOutcome[] = planned.map((pair) => {
    const found = verdicts.get(`${pair.originalId}:${pair.copyId}`);
    return {
      series: pair.series,
      variant: pair.variant,
      expected: pair.expected,
      predicted: found?.predicted ?? 'NO_MATCH',
      confidence: found?.confidence ?? null,
      distance: found?.distance ?? null,
    };
  });
  return { outcomes, crossSeriesVerdicts };
}

const LABELS: Expected[] = ['EXACT_DUPLICATE', 'SAME_SERIES', 'POSSIBLY_RELATED', 'DIFFERENT', 'NO_MATCH'];

export function confusionTable(outcomes: PairOutcome[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(`${outcome.expected}|${outcome.predicted}`, (counts.get(`${outcome.expected}|${outcome.predicted}`) ?? 0) + 1);
  const header = `| expected \\ predicted | ${LABELS.join(' | ')} | accuracy |`;
  const rule = `|---|${LABELS.map(() => '---:').join('|')}|---:|`;
  const rows = LABELS.filter((expected) => outcomes.some((o) => o.expected === expected)).map((expected) => {
    const total = outcomes.filter((o) => o.expected === expected).length;
    const right = counts.get(`${expected}|${expected}`) ?? 0;
    return `| ${expected} | ${LABELS.map((predicted) => counts.get(`${expected}|${predicted}`) ?? 0).join(' | ')} | ${((100 * right) / total).toFixed(1)} % |`;
  });
  return [header, rule, ...rows].join('\n');
}
