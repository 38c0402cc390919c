import { popcount32, type PerceptualHash } from './perceptualHash.ts';

/**
 * Multi-index hashing (Norouzi, Punjani and Fleet) over 64-bit perceptual hashes.
 * The hash is cut into four 16-bit chunks, each with its own table. If two hashes are within
 * `radius` bits, at least one of their chunks differs in at most floor(radius / 4) bits
 * (pigeonhole), so a query only visits the buckets of each chunk within that many bits and
 * verifies the full distance of what it finds there. Nothing is compared pair by pair.
 *
 * Each table is a bucket-sorted copy of the hashes (offsets per chunk value, then the hashes
 * themselves), so a bucket is read as one contiguous run of memory. Hashes added after the
 * last sort wait in a short tail that queries scan directly. The first query after the tail
 * reached a 32nd of the sorted part (at least 2,048) rebuilds the tables: both costs stay
 * small, and a bulk load is sorted once.
 */
const CHUNKS = 4;
const CHUNK_BITS = 16;
const BUCKETS = 1 << CHUNK_BITS;
const MIN_TAIL = 2048;

export interface Neighbour {
  id: number;
  distance: number;
}

interface ChunkTable {
  /** offsets[v] .. offsets[v + 1] is the run of positions whose chunk value is v. */
  offsets: Int32Array;
  slots: Int32Array;
  highs: Uint32Array;
  lows: Uint32Array;
}

export class HammingIndex {
  readonly radius: number;
  private readonly chunkMasks: Uint16Array;
  private tables: ChunkTable[] = [];
  private sortedCount = 0;
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
  }

  get size(): number {
    return this.count;
  }

  add(id: number, hash: PerceptualHash): void {
    if (this.count === this.ids.length) this.grow();
    this.ids[this.count] = id;
    this.highs[this.count] = hash.hi;
    this.lows[this.count] = hash.lo;
    this.count += 1;
  }

  /** Every stored hash within `radius` bits of `hash` (the index radius at most), nearest first. */
  search(hash: PerceptualHash, radius = this.radius): Neighbour[] {
    if (radius > this.radius) throw new Error(`the index answers up to ${this.radius} bits, asked for ${radius}`);
    // Sorting waits for the first query after the tail grew, so loading many hashes sorts once.
    if (this.count - this.sortedCount >= Math.max(MIN_TAIL, this.sortedCount >> 5)) this.rebuild();
    this.queryStamp += 1;
    if (this.queryStamp === 0xffffffff) {
      this.seenAt.fill(0);
      this.queryStamp = 1;
    }
    const stamp = this.queryStamp;
    const found: Neighbour[] = [];
    const { seenAt, chunkMasks: masks } = this;
    const hi = hash.hi;
    const lo = hash.lo;
    for (let chunk = 0; chunk < this.tables.length; chunk += 1) {
      const { offsets, slots, highs, lows } = this.tables[chunk];
      const key = chunkOf(hi, lo, chunk);
      for (let m = 0; m < masks.length; m += 1) {
        const bucket = key ^ masks[m];
        for (let at = offsets[bucket], end = offsets[bucket + 1]; at < end; at += 1) {
          const distance = popcount32((highs[at] ^ hi) >>> 0) + popcount32((lows[at] ^ lo) >>> 0);
          if (distance > radius) continue;
          const slot = slots[at];
          if (seenAt[slot] === stamp) continue;
          seenAt[slot] = stamp;
          found.push({ id: this.ids[slot], distance });
        }
      }
    }
    for (let slot = this.sortedCount; slot < this.count; slot += 1) {
      const distance = popcount32((this.highs[slot] ^ hi) >>> 0) + popcount32((this.lows[slot] ^ lo) >>> 0);
      if (distance <= radius) found.push({ id: this.ids[slot], distance });
    }
    return found.sort((a, b) => a.distance - b.distance || a.id - b.id);
  }

  /** Counting sort of all hashes by each chunk's value. */
  private rebuild(): void {
    const n = this.count;
    this.tables = Array.from({ length: CHUNKS }, (_, chunk) => {
      const offsets = new Int32Array(BUCKETS + 1);
      for (let slot = 0; slot < n; slot += 1) offsets[chunkOf(this.highs[slot], this.lows[slot], chunk) + 1] += 1;
      for (let value = 0; value < BUCKETS; value += 1) offsets[value + 1] += offsets[value];
      const next = offsets.slice(0, BUCKETS);
      const slots = new Int32Array(n);
      const highs = new Uint32Array(n);
      const lows = new Uint32Array(n);
      for (let slot = 0; slot < n; slot += 1) {
        const at = next[chunkOf(this.highs[slot], this.lows[slot], chunk)]++;
        slots[at] = slot;
        highs[at] = this.highs[slot];
        lows[at] = this.lows[slot];
      }
      return { offsets, slots, highs, lows };
    });
    this.sortedCount = n;
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

function chunkOf(hi: number, lo: number, chunk: number): number {
  const word = chunk < 2 ? hi : lo;
  return chunk % 2 === 0 ? word >>> 16 : word & 0xffff;
}

/** All 16-bit masks with at most `bits` bits set, fewest bits first. */
function masksWithinBits(bits: number): Uint16Array {
  const masks: number[] = [];
  for (let mask = 0; mask < BUCKETS; mask += 1) if (popcount32(mask) <= bits) masks.push(mask);
  masks.sort((a, b) => popcount32(a) - popcount32(b) || a - b);
  return Uint16Array.from(masks);
}
