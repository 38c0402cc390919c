import sharp from 'sharp';

/**
 * A 64-bit perceptual hash (pHash): the image is reduced to 32x32 grey levels, the 8x8
 * lowest-frequency DCT coefficients are kept and each bit says whether a coefficient lies
 * above their median. Low frequencies survive re-encoding, resizing, small crops and colour
 * changes, so near-identical pictures end up a few bits apart.
 * The hash travels as two unsigned 32-bit halves (fast Hamming distance, no BigInt) and is
 * stored as 16 hexadecimal digits.
 */
export interface PerceptualHash {
  hi: number;
  lo: number;
}

export const HASH_BITS = 64;
const SAMPLE_SIZE = 32;
const KEPT_FREQUENCIES = 8;

/** cos((2x + 1) u pi / 2N) for u < 8, x < 32: the only DCT terms the hash needs. */
const cosineTable = (() => {
  const table = new Float64Array(KEPT_FREQUENCIES * SAMPLE_SIZE);
  for (let u = 0; u < KEPT_FREQUENCIES; u += 1) {
    for (let x = 0; x < SAMPLE_SIZE; x += 1) {
      table[u * SAMPLE_SIZE + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SAMPLE_SIZE));
    }
  }
  return table;
})();

export async function computePerceptualHash(image: Buffer | Uint8Array): Promise<PerceptualHash> {
  const grey = await sharp(image)
    .greyscale()
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  return hashGreyPixels(grey);
}

/** The hash of a 32x32 single-channel pixel buffer (row-major). */
function hashGreyPixels(pixels: Uint8Array): PerceptualHash {
  if (pixels.length !== SAMPLE_SIZE * SAMPLE_SIZE) {
    throw new Error(`expected ${SAMPLE_SIZE * SAMPLE_SIZE} grey pixels, got ${pixels.length}`);
  }
  // Separable DCT: first along rows (keeping 8 frequencies), then along columns.
  const rowPass = new Float64Array(SAMPLE_SIZE * KEPT_FREQUENCIES);
  for (let y = 0; y < SAMPLE_SIZE; y += 1) {
    for (let u = 0; u < KEPT_FREQUENCIES; u += 1) {
      let sum = 0;
      for (let x = 0; x < SAMPLE_SIZE; x += 1) sum += pixels[y * SAMPLE_SIZE + x] * cosineTable[u * SAMPLE_SIZE + x];
      rowPass[y * KEPT_FREQUENCIES + u] = sum;
    }
  }
  const coefficients = new Float64Array(KEPT_FREQUENCIES * KEPT_FREQUENCIES);
  for (let v = 0; v < KEPT_FREQUENCIES; v += 1) {
    for (let u = 0; u < KEPT_FREQUENCIES; u += 1) {
      let sum = 0;
      for (let y = 0; y < SAMPLE_SIZE; y += 1) sum += rowPass[y * KEPT_FREQUENCIES + u] * cosineTable[v * SAMPLE_SIZE + y];
      coefficients[v * KEPT_FREQUENCIES + u] = sum;
    }
  }
  // The DC term only measures overall brightness; the median is taken over the 63 others.
  const median = medianOf(coefficients.subarray(1));
  let hi = 0;
  let lo = 0;
  for (let bit = 0; bit < HASH_BITS; bit += 1) {
    const set = bit > 0 && coefficients[bit] > median;
    if (!set) continue;
    if (bit < 32) hi |= 1 << (31 - bit);
    else lo |= 1 << (63 - bit);
  }
  return { hi: hi >>> 0, lo: lo >>> 0 };
}

/** Of an odd number of values (the 63 AC coefficients): the middle one. */
function medianOf(values: Float64Array): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[sorted.length >> 1];
}

export function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function hammingDistance(a: PerceptualHash, b: PerceptualHash): number {
  return popcount32((a.hi ^ b.hi) >>> 0) + popcount32((a.lo ^ b.lo) >>> 0);
}

export function hashToHex(hash: PerceptualHash): string {
  return hash.hi.toString(16).padStart(8, '0') + hash.lo.toString(16).padStart(8, '0');
}

export function hashFromHex(hex: string): PerceptualHash {
  if (!/^[0-9a-f]{16}$/i.test(hex)) throw new Error(`not a 64-bit hexadecimal hash: ${hex}`);
  return { hi: Number.parseInt(hex.slice(0, 8), 16) >>> 0, lo: Number.parseInt(hex.slice(8), 16) >>> 0 };
}
