/** Below this a count is cheap to run again and stays exact to the row, so it is never kept. */
export const CACHED_COUNT_MIN_TOTAL = 1_000;
/** How long another server process's writes can leave a large total behind. */
export const COUNT_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 500;

interface Entry {
  total: number;
  expiresAt: number;
}

/**
 * Keeps the totals of GET /recaps that are expensive to count: at a million recaps counting a
 * common word's matches costs two hundred times the page itself. Only large totals are kept (a
 * visitor cannot tell 10,000 from 10,003); one process's own writes drop every total at once, and
 * another process's writes show after at most COUNT_CACHE_TTL_MS. Callers asking for the same
 * count while it runs share one query.
 */
export class RecapCountCache {
  private readonly entries = new Map<string, Entry>();
  private readonly running = new Map<string, Promise<number>>();
  private generation = 0;

  constructor(
    private readonly ttlMs = COUNT_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async total(key: string, count: () => Promise<number>): Promise<number> {
    const kept = this.entries.get(key);
    if (kept !== undefined && kept.expiresAt > this.now()) return kept.total;
    this.entries.delete(key);
    const shared = this.running.get(key);
    if (shared !== undefined) return shared;
    const generation = this.generation;
    const pending = count().finally(() => this.running.delete(key));
    this.running.set(key, pending);
    const total = await pending;
    // A write that landed while counting may not be in this total: keep it only if none did.
    if (total >= CACHED_COUNT_MIN_TOTAL && generation === this.generation) this.keep(key, total);
    return total;
  }

  /** Forgets every total: called after each successful write through this process. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.running.clear();
  }

  private keep(key: string, total: number): void {
    if (this.entries.size >= MAX_ENTRIES) {
      // Map keeps insertion order: the first key is the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { total, expiresAt: this.now() + this.ttlMs });
  }
}
