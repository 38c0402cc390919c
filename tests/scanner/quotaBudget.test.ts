import { describe, expect, it } from 'vitest';
import { QUOTA_COST, QuotaBudget, QuotaExhaustedError } from '../../server/scanner/quotaBudget.ts';

describe('QuotaBudget', () => {
  it('costs one unit per list call and 100 per search, as the API bills them', () => {
    expect(QUOTA_COST).toEqual({ channels: 1, playlistItems: 1, videos: 1, search: 100 });
  });

  it('affords a call that reaches the cap exactly, not one that passes it', () => {
    const budget = new QuotaBudget(101, 1);
    expect(budget.spent).toBe(1);
    expect(budget.canAfford('search')).toBe(true);
    budget.charge('search');
    expect(budget.spent).toBe(101);
    expect(budget.canAfford('videos')).toBe(false);
    expect(() => budget.charge('videos')).toThrow(new QuotaExhaustedError('run-cap'));
    expect(budget.spent).toBe(101);
  });

  it('starts from nothing spent unless told', () => {
    const budget = new QuotaBudget(1);
    expect(budget.cap).toBe(1);
    expect(budget.spent).toBe(0);
    budget.charge('channels');
    expect(budget.spent).toBe(1);
    expect(budget.canAfford('channels')).toBe(false);
  });

  it('ensures a whole step fits: the sum of its calls up to the cap, not one unit more', () => {
    const budget = new QuotaBudget(102, 1);
    expect(() => budget.ensure('search', 'playlistItems')).not.toThrow();
    expect(() => budget.ensure('search', 'playlistItems', 'videos')).toThrow(new QuotaExhaustedError('run-cap'));
    expect(() => budget.ensure()).not.toThrow();
    // Ensuring spends nothing.
    expect(budget.spent).toBe(1);
    expect(() => new QuotaBudget(0).ensure()).not.toThrow();
    expect(() => new QuotaBudget(0).ensure('videos')).toThrow(QuotaExhaustedError);
  });

  it('says which limit stopped the run', () => {
    const runCap = new QuotaExhaustedError('run-cap');
    expect(runCap).toMatchObject({ name: 'QuotaExhaustedError', reason: 'run-cap', message: 'the quota cap of this scan run is reached' });
    expect(runCap).toBeInstanceOf(Error);
    expect(new QuotaExhaustedError('daily-quota')).toMatchObject({ reason: 'daily-quota', message: 'the API reports the daily quota exceeded' });
  });
});
