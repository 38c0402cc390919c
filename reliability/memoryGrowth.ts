/**
 * Whether the server's resident memory keeps growing over the load rounds.
 *
 * Each sample is the lowest RSS read during a round (load.ts): the level the collector brings the process back
 * to. The first two rounds grow the heap, PGlite's WebAssembly memory (which never shrinks, so a round's lowest
 * reading is where the round before it ended) and the caches to their working size; a leak then raises that
 * level about as much again in every later round. Even the lowest reading of a round can sit well above the
 * working size without a leak (205 → 246 → 178 MiB on PostgreSQL in one run), so a leak is growth in every
 * round after the first two, each held to the highest level up to round 2 with 15 % (plus a little for
 * allocator noise) over it: one high round is noise, two are a trend.
 */
export interface MemorySamples {
  /** The lowest reading during the warm-up. */
  afterWarmUp: number;
  /** The lowest reading of each load round, in order; at least four. */
  afterRounds: number[];
}

/** The rounds that bring the server to its working size before growth counts. */
const WORKING_SIZE_ROUNDS = 2;
export const MEMORY_ROUNDS_NEEDED = WORKING_SIZE_ROUNDS + 2;

export function allowedMemoryMiB(samples: MemorySamples): number {
  const workingSize = Math.max(samples.afterWarmUp, ...samples.afterRounds.slice(0, WORKING_SIZE_ROUNDS));
  return (workingSize * 115) / 100 + 16;
}

export function memoryKeepsGrowing(samples: MemorySamples): boolean {
  if (samples.afterRounds.length < MEMORY_ROUNDS_NEEDED) {
    throw new Error(`memory growth needs at least ${MEMORY_ROUNDS_NEEDED} rounds to tell a leak from one high round`);
  }
  const allowed = allowedMemoryMiB(samples);
  return samples.afterRounds.slice(WORKING_SIZE_ROUNDS).every((sample) => sample > allowed);
}
