import { describe, expect, it } from 'vitest';
import { allowedMemoryMiB, memoryKeepsGrowing } from '../../reliability/memoryGrowth.ts';

describe('the load run tells a leak from one high memory sample', () => {
  it('allows 15 % and 16 MiB over the highest sample up to the first round', () => {
    expect(allowedMemoryMiB({ afterWarmUp: 200, afterRounds: [100, 0, 0] })).toBe(246);
    expect(allowedMemoryMiB({ afterWarmUp: 100, afterRounds: [200, 0, 0] })).toBe(246);
  });

  it.each([
    ['a flat run', [194.2, 197.3, 196.9, 195.0]],
    ['a sample below the one before', [213.7, 205.5, 252.8, 240.0]],
    ['one high sample after which memory settles', [209.8, 194.8, 264.6, 210.3]],
    ['one high sample in the last round', [209.8, 194.8, 210.3, 264.6]],
  ])('passes %s', (_name, [afterWarmUp, ...afterRounds]) => {
    expect(memoryKeepsGrowing({ afterWarmUp: afterWarmUp!, afterRounds })).toBe(false);
  });

  it('fails memory that grows past the allowance in every round after the first', () => {
    expect(memoryKeepsGrowing({ afterWarmUp: 200, afterRounds: [210, 260, 310] })).toBe(true);
  });

  it('fails at the allowance plus a tenth of a MiB, not at the allowance', () => {
    expect(memoryKeepsGrowing({ afterWarmUp: 200, afterRounds: [200, 246.1, 246.1] })).toBe(true);
    expect(memoryKeepsGrowing({ afterWarmUp: 200, afterRounds: [200, 246, 246.1] })).toBe(false);
  });

  it('needs three rounds to judge', () => {
    expect(() => memoryKeepsGrowing({ afterWarmUp: 200, afterRounds: [200, 300] })).toThrow('at least three rounds');
  });
});
