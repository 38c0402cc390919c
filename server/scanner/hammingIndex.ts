import { popcount32, type PerceptualHash } from './perceptualHash.ts';

/**
 * Multi-index hashing (Norouzi, Punjani and Fleet) over 64-bit perceptual hashes.
 * The hash is cut into four 16-bit chunks, each with its own table. If two hashes are within
 * `radius` bits, at least one of their chunks differs in at most floor(radius / 4) bits
 * (pigeonhole), so a query only visits the buckets of each chunk within that many bits and
 * verifies the full distance of what it finds there. Nothing is compared pair by pair.
 */
const CHUNKS = 4;
const CHUNK_BITS = 16;
const BUCKETS = 1 << CHUNK_BITS;

export interface Neighbour {
  id: number;
  distance: number;
}

export class HammingIndex {
  readonly radius: number;
  private readonly chunkMasks: Uint16Array;
  private readonly tables: (number[] | undefined)[][];
  private ids: Float64Array = new Float64Array(1024);
  private highs: Uint32Array = new Uint32Array(1024);
  private lows: Uint32Array = new Uint32Array(1024);
  private seenAt: Uint32Array = new Uint32Array(1024);
  private queryStamp = 0;
  private count = 0;

  constructor(radius: number) {
    if (!Number.isInteger(radius) || radius < 0 || radius >= 64) throw new Error(`radius must be an integer in [0, 63], got ${radius}`);
    this.radius = radius;
    this.chunkMasks = masksWithinBits(Math.floor(radius / CHUNKS));
    this.tables = Array.from({ length: CHUNKS }, () => new Array<number[] | undefined>(BUCKETS));
  }

  get size(): number {
    return this.count;
  }

  add(id: number, hash: PerceptualHash): void {
    if (this.count === this.ids.length) this.grow();
    const slot = this.count;
    this.ids[slot] = id;
    this.highs[slot] = hash.hi;
    this.lows[slot] = hash.lo;
    for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
      const key = chunkOf(hash, chunk);
      const table = this.tables[chunk];
      const bucket = table[key];
      if (bucket) bucket.push(slot);
      else table[key] = [slot];
    }
    this.count += 1;
  }

  /** Every stored hash within `radius` bits of `hash` (the index radius at most), nearest first. */
  search(hash: PerceptualHash, radius = this.radius): Neighbour[] {
    if (radius > this.radius) throw new Error(`the index answers up to ${this.radius} bits, asked for ${radius}`);
    this.queryStamp += 1;
    if (this.queryStamp === 0xffffffff) {
      this.seenAt.fill(0);
      this.queryStamp = 1;
    }
    const stamp = this.queryStamp;
    const found: Neighbour[] = [];
    const masks = this.chunkMasks;
    for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
      const key = chunkOf(hash, chunk);
      const table = this.tables[chunk];
      for (let m = 0; m < masks.length; m += 1) {
        const bucket = table[key ^ masks[m]];
        if (!bucket) continue;
        for (let b = 0; b < bucket.length; b += 1) {
          const slot = bucket[b];
          if (this.seenAt[slot] === stamp) continue;
          this.seenAt[slot] = stamp;
          const distance = popcount32((this.highs[slot] ^ hash.hi) >>> 0) + popcount32((this.lows[slot] ^ hash.lo) >>> 0);
          if (distance <= radius) found.push({ id: this.ids[slot], distance });
        }
      }
    }
    return found.sort((a, b) => a.distance - b.distance || a.id - b.id);
  }

  private grow(): void {
    const capacity = this.ids.length * 2;
    this.ids = copyInto(new Float64Array(capacity), this.ids);
    this.highs = copyInto(new Uint32Array(capacity), this.highs);
    this.lows = copyInto(new Uint32Array(capacity), this.lows);
    this.seenAt = copyInto(new Uint32Array(capacity), this.seenAt);
  }
}

function copyInto<T extends Float64Array | Uint32Array>(target: T, source: T): T {
  target.set(source as never);
  return target;
}

function chunkOf(hash: PerceptualHash, chunk: number): number {
  const word = chunk < 2 ? hash.hi : hash.lo;
  return chunk % 2 === 0 ? word >>> 16 : word & 0xffff;
}

/** All 16-bit masks with at most `bits` bits set, fewest bits first. */
function masksWithinBits(bits: number): Uint16Array {
  const masks: number[] = [];
  for (let mask = 0; mask < BUCKETS; mask += 1) if (popcount32(mask) <= bits) masks.push(mask);
  masks.sort((a, b) => popcount32(a) - popcount32(b) || a - b);
  return Uint16Array.from(masks);
}
