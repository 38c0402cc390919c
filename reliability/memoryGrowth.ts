/**
 * Whether the server's resident memory keeps growing over the load rounds.
 *
 * The first round grows the heap and caches to their working size; a leak then adds about as much again in
 * every later round. RSS is read wherever the collector last left it, so any one sample can sit well above
 * the working size without a leak (209.8 → 194.8 → 264.6 MiB on one run, then flat again) or below the one
 * before it. A leak is therefore growth in every round after the first, each held to the highest sample up
 * to round 1 with 15 % (plus a little for allocator noise) over it: one high sample is noise, two are a trend.
 */
export interface MemorySamples {
  afterWarmUp: number;
  /** One sample after each load round, in order; at least three. */
  afterRounds: number[];
}

export function allowedMemoryMiB(samples: MemorySamples): number {
  const workingSize = Math.max(samples.afterWarmUp, samples.afterRounds[0]!);
  return (workingSize * 115) / 100 + 16;
}

export function memoryKeepsGrowing(samples: MemorySamples): boolean {
  if (samples.afterRounds.length < 3) throw new Error('memory growth needs at least three rounds to tell a leak from one high sample');
  const allowed = allowedMemoryMiB(samples);
  return samples.afterRounds.slice(1).every((sample) => sample > allowed);
}
