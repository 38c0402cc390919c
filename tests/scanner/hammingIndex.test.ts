import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HammingIndex } from '../../server/scanner/hammingIndex.ts';
import { hammingDistance, hashFromHex, hashToHex, type PerceptualHash } from '../../server/scanner/perceptualHash.ts';
import { bruteForceNeighbours } from './support/bruteForceNeighbours.ts';

const hashArbitrary = fc.record({ hi: fc.nat({ max: 0xffffffff }), lo: fc.nat({ max: 0xffffffff }) });

function flipBits(hash: PerceptualHash, bits: number[]): PerceptualHash {
  let { hi, lo } = hash;
  for (const bit of bits) {
    if (bit < 32) hi = (hi ^ (1 << (31 - bit))) >>> 0;
    else lo = (lo ^ (1 << (63 - bit))) >>> 0;
  }
  return { hi, lo };
}

describe('HammingIndex (multi-index hashing)', () => {
  it('finds exactly what comparing every pair finds, for random sets with planted neighbours', () => {
    fc.assert(
      fc.property(
        fc.array(hashArbitrary, { minLength: 1, maxLength: 60 }),
        fc.array(fc.array(fc.integer({ min: 0, max: 63 }), { maxLength: 16 }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 20 }),
        (bases, flips, radius) => {
          const items = bases.map((hash, i) => ({ id: i + 1, hash }));
          // Near copies of the first hashes, so that neighbours at every distance exist.
          flips.forEach((bits, i) => items.push({ id: 1000 + i, hash: flipBits(bases[i % bases.length], bits) }));
          const index = new HammingIndex(radius);
          for (const item of items) index.add(item.id, item.hash);
          for (const query of items.slice(0, 20)) {
            expect(index.search(query.hash)).toEqual(bruteForceNeighbours(items, query.hash, radius));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers a smaller radius than its own and refuses a larger one', () => {
    const index = new HammingIndex(8);
    const base = { hi: 0x12345678, lo: 0x9abcdef0 };
    index.add(1, base);
    index.add(2, flipBits(base, [0, 40, 63]));
    index.add(3, flipBits(base, [1, 2, 3, 4, 5, 6, 7]));
    expect(index.search(base, 3).map((n) => n.id)).toEqual([1, 2]);
    expect(index.search(base).map((n) => [n.id, n.distance])).toEqual([[1, 0], [2, 3], [3, 7]]);
    expect(() => index.search(base, 9)).toThrow(/up to 8 bits/);
  });

  it('stays exact across rebuilds of its sorted tables and with hashes still waiting in the tail', () => {
    const random = fc.sample(hashArbitrary, { numRuns: 12_000, seed: 7 });
    const items: { id: number; hash: PerceptualHash }[] = [];
    const index = new HammingIndex(14);
    random.forEach((hash, i) => {
      // Every third hash is a near copy of an earlier one, so neighbours exist at every stage.
      const stored = i % 3 === 2 ? flipBits(items[i - 1].hash, [i % 64, (i * 7) % 64, (i * 13) % 64]) : hash;
      items.push({ id: i, hash: stored });
      index.add(i, stored);
      if (i % 1500 === 1499) {
        for (const query of items.slice(-40)) expect(index.search(query.hash)).toEqual(bruteForceNeighbours(items, query.hash, 14));
      }
    });
  });

  it('grows past its first capacity without losing entries', () => {
    const index = new HammingIndex(4);
    const base = { hi: 0xdeadbeef, lo: 0x01234567 };
    for (let i = 0; i < 5000; i += 1) index.add(i, flipBits(base, [i % 64]));
    expect(index.size).toBe(5000);
    expect(index.search(base, 1)).toHaveLength(5000);
  });
});

describe('HammingIndex at its edges', () => {
  it('takes a radius from 0 to 63 bits, whole, and refuses any other by name', () => {
    expect(new HammingIndex(0).radius).toBe(0);
    expect(new HammingIndex(63).radius).toBe(63);
    expect(() => new HammingIndex(-1)).toThrow('radius must be an integer in [0, 63], got -1');
    expect(() => new HammingIndex(64)).toThrow('radius must be an integer in [0, 63], got 64');
    expect(() => new HammingIndex(2.5)).toThrow('radius must be an integer in [0, 63], got 2.5');
  });

  it('reads no hash past the end of the last bucket holding any', () => {
    // Every hash has the chunk values 0, 0, 0 and i: the buckets after the first of chunks 0 to 2 end at the last hash.
    const items = Array.from({ length: 2100 }, (_, i) => ({ id: i, hash: { hi: 0, lo: i } }));
    const index = new HammingIndex(4);
    for (const item of items) index.add(item.id, item.hash);
    const query = { hi: 0, lo: 0 };
    expect(index.search(query)).toEqual(bruteForceNeighbours(items, query, 4));
  });

  it("finds a neighbour whose only near chunk is a word's lower half", () => {
    // Radius 8: two bits per chunk at most. The upper halves differ in 3 bits each, the lower halves in 0 and 2.
    const base = { hi: 0x12345678, lo: 0x9abcdef0 };
    const near = flipBits(base, [0, 1, 2, 32, 33, 34, 48, 49]);
    const items = [{ id: 1, hash: near }, ...Array.from({ length: 2100 }, (_, i) => ({ id: 10 + i, hash: { hi: (0xffff0000 ^ i) >>> 0, lo: 0xffff0000 } }))];
    const index = new HammingIndex(8);
    for (const item of items) index.add(item.id, item.hash);
    expect(index.search(base)).toEqual([{ id: 1, distance: 8 }]);
  });

  it('stays exact when its query counter wraps around after 2³² − 1 queries', () => {
    const items = Array.from({ length: 2100 }, (_, i) => ({ id: i, hash: flipBits({ hi: 0, lo: 0 }, [i % 64, (i * 7) % 64]) }));
    const index = new HammingIndex(4);
    for (const item of items) index.add(item.id, item.hash);
    const query = { hi: 0, lo: 0 };
    expect(index.search(query)).toEqual(bruteForceNeighbours(items, query, 4));
    // The counter is private: set just before the wrap, as four billion queries would leave it.
    (index as unknown as { queryStamp: number }).queryStamp = 0xfffffffd;
    for (let i = 0; i < 3; i += 1) expect(index.search(query)).toEqual(bruteForceNeighbours(items, query, 4));
  });
});

describe('hash encoding', () => {
  it('round-trips through 16 hexadecimal digits', () => {
    fc.assert(
      fc.property(hashArbitrary, (hash) => {
        expect(hashFromHex(hashToHex(hash))).toEqual(hash);
        expect(hammingDistance(hash, hash)).toBe(0);
      }),
    );
    expect(() => hashFromHex('xyz')).toThrow();
  });
});
