import { describe, expect, it } from 'vitest';
import { SHELF_STATUS_CHOICES, SHELF_STATUS_LABELS } from '../../src/domain/shelfStatus';

describe('the shelf\'s list statuses', () => {
  it('are offered in this order, each read by its label', () => {
    expect(SHELF_STATUS_CHOICES.map((status) => [status, SHELF_STATUS_LABELS[status]])).toEqual([
      ['watching', 'Watching'], ['planning', 'Planning'], ['completed', 'Completed'], ['paused', 'Paused'], ['dropped', 'Dropped'],
    ]);
  });
});
