import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { computePerceptualHash, HASH_BITS, hammingDistance, hashFromHex, hashToHex, popcount32 } from '../../server/scanner/perceptualHash.ts';

const SIZE = 32;

/** A 32x32 grey picture (PNG) whose pixel at (x, y) is `grey(x, y)`. */
function picture(grey: (x: number, y: number) => number): Promise<Buffer> {
  const pixels = Buffer.alloc(SIZE * SIZE);
  for (let y = 0; y < SIZE; y += 1) for (let x = 0; x < SIZE; x += 1) pixels[y * SIZE + x] = Math.max(0, Math.min(255, Math.round(grey(x, y))));
  return sharp(pixels, { raw: { width: SIZE, height: SIZE, channels: 1 } }).png().toBuffer();
}

/**
 * The textbook pHash, written out plainly: the 2-D DCT-II of the 32x32 grey pixels, its 8x8 lowest frequencies read
 * row by row (vertical frequency v, then horizontal u), and bit i set when coefficient i lies above the median of
 * the 63 coefficients after the DC term; the DC term's own bit stays 0. Bit 0 is the highest bit of the 16 digits.
 */
function textbookHashHex(pixels: Uint8Array): string {
  const coefficients: number[] = [];
  for (let v = 0; v < 8; v += 1) {
    for (let u = 0; u < 8; u += 1) {
      let sum = 0;
      for (let y = 0; y < SIZE; y += 1) {
        for (let x = 0; x < SIZE; x += 1) {
          sum += pixels[y * SIZE + x] * Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE)) * Math.cos(((2 * y + 1) * v * Math.PI) / (2 * SIZE));
        }
      }
      coefficients.push(sum);
    }
  }
  const rest = coefficients.slice(1).sort((a, b) => a - b);
  const median = rest[31];
  let bits = '0';
  for (let i = 1; i < 64; i += 1) bits += coefficients[i] > median ? '1' : '0';
  return BigInt(`0b${bits}`).toString(16).padStart(16, '0');
}

async function greyPixels(image: Buffer): Promise<Uint8Array> {
  return sharp(image).greyscale().resize(SIZE, SIZE, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
}

/** Pictures with structure in every direction, so that all 63 coefficients differ. */
const pictures: Record<string, (x: number, y: number) => number> = {
  'diagonal waves': (x, y) => 128 + 60 * Math.sin(x / 3 + y / 5) + 40 * Math.cos((x * y) / 40),
  'a bright corner': (x, y) => (x < 12 && y < 9 ? 230 : 20 + x * 2 + y * 3),
  'noise-like': (x, y) => ((x * 7919 + y * 104729 + x * y * 31) % 251),
  'rings': (x, y) => 128 + 100 * Math.cos(Math.hypot(x - 20, y - 11) / 2.5),
};

describe('computePerceptualHash', () => {
  it.each(Object.entries(pictures))('is the textbook pHash of the grey pixels: %s', async (_name, grey) => {
    const image = await picture(grey);
    const hash = await computePerceptualHash(image);
    expect(hashToHex(hash)).toBe(textbookHashHex(await greyPixels(image)));
  });

  it('sets about half the bits, never the DC bit, and stays the same for a resized copy', async () => {
    const image = await picture(pictures['diagonal waves']);
    const hash = await computePerceptualHash(image);
    expect(hash.hi >>> 31).toBe(0);
    expect(popcount32(hash.hi) + popcount32(hash.lo)).toBe(31);
    const larger = await sharp(image).resize(256, 256).jpeg({ quality: 90 }).toBuffer();
    expect(hammingDistance(hash, await computePerceptualHash(larger))).toBeLessThanOrEqual(4);
  });

  it('reads a colour picture of any size by its grey levels', async () => {
    const width = 64;
    const height = 48;
    const rgb = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * 3;
        rgb[at] = Math.round(128 + 100 * Math.sin(x / 6 + y / 9));
        rgb[at + 1] = Math.round(128 + 90 * Math.cos(Math.hypot(x - 40, y - 20) / 5));
        rgb[at + 2] = (x * 3 + y * 5) % 256;
      }
    }
    const colour = await sharp(rgb, { raw: { width, height, channels: 3 } }).png().toBuffer();
    expect(hashToHex(await computePerceptualHash(colour))).toBe(textbookHashHex(await greyPixels(colour)));
  });
});

describe('hash arithmetic and encoding', () => {
  it('has 64 bits', () => {
    expect(HASH_BITS).toBe(64);
  });

  it('counts the bits of a 32-bit word', () => {
    expect(popcount32(0)).toBe(0);
    expect(popcount32(1)).toBe(1);
    expect(popcount32(0x80000000)).toBe(1);
    expect(popcount32(0xffffffff)).toBe(32);
    expect(popcount32(0xf0f0f0f0)).toBe(16);
    expect(popcount32(0x12345678)).toBe(13);
  });

  it('measures the distance of two hashes over both halves', () => {
    expect(hammingDistance({ hi: 0xffffffff, lo: 0 }, { hi: 0, lo: 0 })).toBe(32);
    expect(hammingDistance({ hi: 0, lo: 0xffffffff }, { hi: 0, lo: 0 })).toBe(32);
    expect(hammingDistance({ hi: 0x80000000, lo: 1 }, { hi: 0, lo: 0 })).toBe(2);
    expect(hammingDistance({ hi: 0xffffffff, lo: 0xffffffff }, { hi: 0, lo: 0 })).toBe(64);
  });

  it('writes 16 hexadecimal digits, each half padded to 8', () => {
    expect(hashToHex({ hi: 1, lo: 0 })).toBe('0000000100000000');
    expect(hashToHex({ hi: 0, lo: 0xabc })).toBe('0000000000000abc');
    expect(hashToHex({ hi: 0xffffffff, lo: 0x80000000 })).toBe('ffffffff80000000');
  });

  it('reads 16 hexadecimal digits in either case, and refuses anything else by name', () => {
    expect(hashFromHex('0000000100000000')).toEqual({ hi: 1, lo: 0 });
    expect(hashFromHex('FFFFFFFF0000ABCD')).toEqual({ hi: 0xffffffff, lo: 0xabcd });
    expect(() => hashFromHex('000000010000000')).toThrow('not a 64-bit hexadecimal hash: 000000010000000');
    expect(() => hashFromHex('00000001000000000')).toThrow('not a 64-bit hexadecimal hash');
    expect(() => hashFromHex('x0000001000000000')).toThrow('not a 64-bit hexadecimal hash');
    expect(() => hashFromHex('000000010000000g')).toThrow('not a 64-bit hexadecimal hash');
    expect(() => hashFromHex('g000000010000000')).toThrow('not a 64-bit hexadecimal hash');
  });
});
