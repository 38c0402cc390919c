/**
 * The YouTube Data API bills every call in quota units against a daily allowance
 * (10,000 by default). A run gets a cap; a call that would pass it is not made.
 * Costs: https://developers.google.com/youtube/v3/determine_quota_cost
 */
export const QUOTA_COST = {
  channels: 1,
  playlistItems: 1,
  videos: 1,
  search: 100,
} as const;

export type QuotaEndpoint = keyof typeof QUOTA_COST;

export class QuotaExhaustedError extends Error {
  constructor(readonly reason: 'run-cap' | 'daily-quota') {
    super(reason === 'run-cap' ? 'the quota cap of this scan run is reached' : 'the API reports the daily quota exceeded');
    this.name = 'QuotaExhaustedError';
  }
}

export class QuotaBudget {
  private spentUnits: number;

  constructor(
    readonly cap: number,
    alreadySpent = 0,
  ) {
    this.spentUnits = alreadySpent;
  }

  get spent(): number {
    return this.spentUnits;
  }

  canAfford(endpoint: QuotaEndpoint): boolean {
    return this.spentUnits + QUOTA_COST[endpoint] <= this.cap;
  }

  /** Throws unless the whole of a step (several calls) fits, so no call is spent on a step that cannot finish. */
  ensure(...endpoints: QuotaEndpoint[]): void {
    const units = endpoints.reduce((sum, endpoint) => sum + QUOTA_COST[endpoint], 0);
    if (this.spentUnits + units > this.cap) throw new QuotaExhaustedError('run-cap');
  }

  /** Reserves the cost of one call or throws before the call is made. */
  charge(endpoint: QuotaEndpoint): void {
    if (!this.canAfford(endpoint)) throw new QuotaExhaustedError('run-cap');
    this.spentUnits += QUOTA_COST[endpoint];
  }
}
