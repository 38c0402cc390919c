import { hammingDistance, type PerceptualHash } from '../../../server/scanner/perceptualHash.ts';
import type { Neighbour } from '../../../server/scanner/hammingIndex.ts';

/** The reference answer the index must agree with: every pair compared. */
export function bruteForceNeighbours(items: { id: number; hash: PerceptualHash }[], query: PerceptualHash, radius: number): Neighbour[] {
  return items
    .map((item) => ({ id: item.id, distance: hammingDistance(item.hash, query) }))
    .filter((n) => n.distance <= radius)
    .sort((a, b) => a.distance - b.distance || a.id - b.id);
}
