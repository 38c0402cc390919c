import { describe, expect, it } from 'vitest';
import { allowedMemoryMiB, memoryKeepsGrowing } from '../../reliability/memoryGrowth.ts';

describe('the load run tells a leak from one round of high memory', () => {
  it('allows 15 % and 16 MiB over the highest level up to the second round', () => {
    expect(allowedMemoryMiB({ afterWarmUp: 200, afterRounds: [100, 100, 0, 0] })).toBe(246);
    expect(allowedMemoryMiB({ afterWarmUp: 100, afterRounds: [200, 100, 0, 0] })).toBe(246);
    expect(allowedMemoryMiB({ afterWarmUp: 100, afterRounds: [100, 200, 0, 0] })).toBe(246);
    expect(allowedMemoryMiB({ afterWarmUp: 100, afterRounds: [100, 100, 200, 0] })).toBe(131);
  });

  it.each([
    ['a flat run', [194.2, 197.3, 196.9, 195.0, 196.1]],
    ['a round whose level sits high, then settles (PostgreSQL)', [205.1, 205.8, 246.3, 178.5, 179.5]],
    ['memory that only grows while it reaches its working size (PGlite)', [480.2, 485.9, 554.5, 565.6, 570.1]],
    ['one high round at the end', [209.8, 194.8, 210.3, 200.0, 264.6]],
  ])('passes %s', (_name, [afterWarmUp, ...afterRounds]) => {
    expect(memoryKeepsGrowing({ afterWarmUp: afterWarmUp!, afterRounds })).toBe(false);
  });

  it('fails memory that grows past the allowance in every round after the first two', () => {
    expect(memoryKeepsGrowing({ afterWarmUp: 200, afterRounds: [210, 220, 290, 360] })).toBe(true);
  });

  it('fails at the allowance plus a tenth of a MiB, not at the allowance', () => {
    expect(memoryKeepsGrowing({ afterWarmUp: 200, afterRounds: [200, 200, 246.1, 246.1] })).toBe(true);
    expect(memoryKeepsGrowing({ afterWarmUp: 200, afterRounds: [200, 200, 246, 246.1] })).toBe(false);
  });

  it('needs four rounds to judge', () => {
    expect(() => memoryKeepsGrowing({ afterWarmUp: 200, afterRounds: [200, 300, 300] })).toThrow('at least 4 rounds');
  });
});
