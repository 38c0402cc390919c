import { describe, expect, it } from 'vitest';
import { SHELF_COUNT_BOUND, shelfCountText } from '../../src/domain/shelfCounts';

describe('a count of new recaps as a person reads it', () => {
  it('is the number below the bound', () => {
    expect(shelfCountText(0)).toBe('0');
    expect(shelfCountText(7)).toBe('7');
    expect(shelfCountText(SHELF_COUNT_BOUND - 1)).toBe('99');
  });

  it('says "99+" once the count reached the bound, where the server stops counting', () => {
    expect(SHELF_COUNT_BOUND).toBe(100);
    expect(shelfCountText(SHELF_COUNT_BOUND)).toBe('99+');
  });
});
