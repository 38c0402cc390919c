import fc from 'fast-check';
import { hostileSearchText } from '../tests/support/hostileTexts.ts';

// Words of the generated catalogue's titles: a text of them matches many recaps, the costly case for a count.
const commonWords = fc.array(fc.constantFrom('recap', 'full', 'the', 'regressed', 'hunter', 'level', 'tower', 'ing', 'er', 'ch'), { minLength: 1, maxLength: 30 })
  .map((words) => words.join(' '));

/** The search-cost tests' hostile texts and the catalogue's common words, up to the route's 200 characters. */
const hostileText = hostileSearchText(commonWords).map((text) => text.slice(0, 200)).filter((text) => text.trim() !== '');

/** `count` hostile texts, the same ones for the same seed. */
export function hostileTexts(seed: number, count: number): string[] {
  return fc.sample(hostileText, { seed, numRuns: count });
}
