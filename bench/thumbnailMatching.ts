import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { HammingIndex } from '../server/scanner/hammingIndex.ts';
import { SIMILAR_PICTURE_MAX_DISTANCE } from '../server/scanner/matchClassifier.ts';
import { computePerceptualHash, hammingDistance, type PerceptualHash } from '../server/scanner/perceptualHash.ts';

/**
 * Hashing and matching N thumbnails (default 100,000): time and memory.
 *   npx tsx --expose-gc bench/thumbnailMatching.ts [--count 100000] [--reuploads 0.01]
 * Thumbnails are generated 320x180 JPEGs (procedural pictures, so every one differs); a share of
 * them are re-encoded copies of earlier ones, like re-uploads, so the matcher has real work.
 * Generating the JPEGs is not timed; decoding and hashing them is. Matching is incremental, as
 * in the scanner: each hash is looked up among all earlier ones, then added.
 */
function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

const COUNT = argument('count', 100_000);
const REUPLOAD_SHARE = argument('reuploads', 0.01);
const BATCH = 500;
const CONCURRENCY = 4;
const WIDTH = 80;
const HEIGHT = 45;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A picture made of a gradient, waves and blocks, drawn small and scaled up to thumbnail size. */
async function proceduralThumbnail(seed: number): Promise<Buffer> {
  const next = random(seed);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const waves = Array.from({ length: 4 }, () => ({ fx: next() * 0.3, fy: next() * 0.3, phase: next() * 6.28, channel: Math.floor(next() * 3), amp: 40 + next() * 60 }));
  const blocks = Array.from({ length: 5 }, () => ({ x: next() * WIDTH, y: next() * HEIGHT, w: 5 + next() * 30, h: 5 + next() * 20, rgb: [next() * 255, next() * 255, next() * 255] }));
  const base = [next() * 255, next() * 255, next() * 255];
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const offset = (y * WIDTH + x) * 3;
      const rgb = [base[0] * (1 - y / HEIGHT / 2), base[1] * (1 - x / WIDTH / 2), base[2]];
      for (const wave of waves) rgb[wave.channel] += wave.amp * Math.sin(wave.fx * x + wave.fy * y + wave.phase);
      for (const block of blocks) if (x >= block.x && x < block.x + block.w && y >= block.y && y < block.y + block.h) rgb.splice(0, 3, ...block.rgb);
      pixels[offset] = rgb[0];
      pixels[offset + 1] = rgb[1];
      pixels[offset + 2] = rgb[2];
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).resize(320, 180).jpeg({ quality: 80 }).toBuffer();
}

async function mapConcurrently<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const at = next++;
        results[at] = await work(items[at]);
      }
    }),
  );
  return results;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const gc = (globalThis as { gc?: () => void }).gc;
/** Collects garbage twice around a pause, so freed image buffers are really gone before measuring. */
async function settleMemory(): Promise<void> {
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  gc?.();
}
const heapAndBuffers = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

async function main(): Promise<void> {
  console.log(`Thumbnail matching benchmark: ${COUNT.toLocaleString('en')} thumbnails, ${(REUPLOAD_SHARE * 100).toFixed(1)} % re-uploads, search radius ${SIMILAR_PICTURE_MAX_DISTANCE} bits`);
  console.log(`node ${process.version}, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, sharp threads ${sharp.concurrency()}, hashing concurrency ${CONCURRENCY}`);
  const pick = random(42);
  const hashes: PerceptualHash[] = new Array(COUNT);
  const reuploadOf = new Map<number, number>();
  let hashingMs = 0;
  let bytesHashed = 0;
  for (let start = 0; start < COUNT; start += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, COUNT - start) }, (_, i) => start + i);
    const images = await Promise.all(
      ids.map(async (id) => {
        if (id > 0 && pick() < REUPLOAD_SHARE) {
          const source = Math.floor(pick() * id);
          reuploadOf.set(id, source);
          return sharp(await proceduralThumbnail(source)).jpeg({ quality: 55 }).toBuffer();
        }
        return proceduralThumbnail(id);
      }),
    );
    const began = performance.now();
    const batchHashes = await mapConcurrently(images, CONCURRENCY, (image) => computePerceptualHash(image));
    hashingMs += performance.now() - began;
    for (const [i, id] of ids.entries()) {
      hashes[id] = batchHashes[i];
      bytesHashed += images[i].length;
    }
    if (start % 20_000 === 0 && start > 0) console.log(`  hashed ${start.toLocaleString('en')}...`);
  }
  console.log(`hashing: ${(hashingMs / 1000).toFixed(1)} s for ${COUNT.toLocaleString('en')} JPEGs (${mib(bytesHashed)}), ${(COUNT / (hashingMs / 1000)).toFixed(0)} per second, ${((hashingMs * 1000) / COUNT).toFixed(0)} µs each`);

  await settleMemory();
  const heapBefore = heapAndBuffers();
  const index = new HammingIndex(SIMILAR_PICTURE_MAX_DISTANCE);
  let pairsFound = 0;
  let reuploadsFound = 0;
  const matchBegan = performance.now();
  for (let id = 0; id < COUNT; id += 1) {
    const neighbours = index.search(hashes[id]);
    pairsFound += neighbours.length;
    const source = reuploadOf.get(id);
    if (source !== undefined && neighbours.some((n) => n.id === source)) reuploadsFound += 1;
    index.add(id, hashes[id]);
  }
  const matchMs = performance.now() - matchBegan;
  await settleMemory();
  const heapAfter = heapAndBuffers();
  console.log(
    `matching one by one: ${(matchMs / 1000).toFixed(2)} s to look up and insert ${COUNT.toLocaleString('en')} hashes, ${((matchMs * 1000) / COUNT).toFixed(1)} µs per thumbnail; ` +
      `${pairsFound.toLocaleString('en')} pairs within ${SIMILAR_PICTURE_MAX_DISTANCE} bits; re-uploads found ${reuploadsFound} of ${reuploadOf.size}`,
  );
  console.log(`index memory: ${mib(heapAfter - heapBefore)} (JS heap and typed arrays)${gc ? '' : ' (run with --expose-gc for a precise figure)'}; process RSS ${mib(process.memoryUsage().rss)}`);

  // The scanner's pattern on a first run: load every stored hash, then look up each new one.
  const bulkBegan = performance.now();
  const bulk = new HammingIndex(SIMILAR_PICTURE_MAX_DISTANCE);
  for (let id = 0; id < COUNT; id += 1) bulk.add(id, hashes[id]);
  let bulkPairs = 0;
  for (let id = 0; id < COUNT; id += 1) bulkPairs += bulk.search(hashes[id]).filter((n) => n.id < id).length;
  const bulkMs = performance.now() - bulkBegan;
  console.log(`matching in bulk: ${(bulkMs / 1000).toFixed(2)} s to load ${COUNT.toLocaleString('en')} hashes and look each up, ${bulkPairs.toLocaleString('en')} pairs (same as one by one: ${bulkPairs === pairsFound})`);

  // The cost the index avoids: every query against every stored hash, measured on a sample.
  const sample = Math.min(1000, COUNT);
  const bruteBegan = performance.now();
  let bruteHits = 0;
  let indexHits = 0;
  for (let q = COUNT - sample; q < COUNT; q += 1) {
    for (let id = 0; id < COUNT; id += 1) if (id !== q && hammingDistance(hashes[q], hashes[id]) <= SIMILAR_PICTURE_MAX_DISTANCE) bruteHits += 1;
  }
  const bruteMs = performance.now() - bruteBegan;
  for (let q = COUNT - sample; q < COUNT; q += 1) indexHits += index.search(hashes[q]).filter((n) => n.id !== q).length;
  const allPairsSeconds = ((bruteMs / sample) * COUNT) / 2 / 1000;
  console.log(
    `all pairs for comparison: ${(bruteMs / sample).toFixed(2)} ms per query over ${COUNT.toLocaleString('en')} hashes, about ${allPairsSeconds.toFixed(0)} s for all ${((COUNT * (COUNT - 1)) / 2).toExponential(2)} pairs; ` +
      `the index found ${indexHits} of the ${bruteHits} neighbours of the last ${sample} thumbnails`,
  );
}

await main();
