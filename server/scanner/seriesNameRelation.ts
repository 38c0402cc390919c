/**
 * How two parsed series names relate. Names come from titles written by different channels,
 * so they are compared after normalising case, accents, punctuation and a leading article.
 */
export type SeriesNameRelation = 'same' | 'related' | 'unknown' | 'different';

function normaliseSeriesName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^(the|a|an) /, '');
}

/** `name` is normalised: words one space apart, none at either end. */
function tokens(name: string): Set<string> {
  return new Set(name.split(' '));
}

/**
 * same: equal once normalised. related: one name's words contain the other's (a season or
 * subtitle added) or they share at least 60 % of their words. unknown: either name is missing.
 */
export function relateSeriesNames(a: string | null | undefined, b: string | null | undefined): SeriesNameRelation {
  const left = a ? normaliseSeriesName(a) : '';
  const right = b ? normaliseSeriesName(b) : '';
  if (!left || !right) return 'unknown';
  if (left === right) return 'same';
  const leftTokens = tokens(left);
  const rightTokens = tokens(right);
  let shared = 0;
  for (const token of leftTokens) if (rightTokens.has(token)) shared += 1;
  const smaller = Math.min(leftTokens.size, rightTokens.size);
  const union = leftTokens.size + rightTokens.size - shared;
  if (shared === smaller || shared / union >= 0.6) return 'related';
  return 'different';
}
