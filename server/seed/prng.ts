/** A small seeded generator (mulberry32): the same seed always gives the same catalogue. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A pick where each item's weight says how often it comes up. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1]![0];
    },
  };
  return rng;
}

/** FNV-1a over the text, then a final mix: a stable 32-bit number for a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return mix32(hash);
}

/** A bijective 32-bit mixer: distinct inputs below 2^32 give distinct outputs. */
export function mix32(value: number): number {
  let x = value >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `length` characters of the YouTube id alphabet. */
export function randomIdChars(rng: Rng, length: number): string {
  let out = '';
  for (let index = 0; index < length; index++) out += ID_ALPHABET[Math.floor(rng.next() * 64)];
  return out;
}

/**
 * An 11-character video id unique for every sequence number below 2^32: the first six characters
 * carry a bijective scramble of the number (so no two collide), the rest are random filler.
 */
export function videoIdFor(sequence: number, rng: Rng): string {
  const scrambled = mix32(sequence);
  // 32 bits plus 4 random ones fill six characters of 6 bits.
  let bits = BigInt(scrambled) * 16n + BigInt(rng.int(0, 15));
  let head = '';
  for (let index = 0; index < 6; index++) {
    head = ID_ALPHABET[Number(bits & 63n)] + head;
    bits >>= 6n;
  }
  return head + randomIdChars(rng, 5);
}
