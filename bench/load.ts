import autocannon from 'autocannon';
import type { Queryable } from '../server/db/driver.ts';
import type { RecapListQuery } from '../server/db/queries/recapList.ts';
import { recapListPageBody } from '../server/db/queries/recapListPage.ts';

export interface LoadFigures {
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  rps: number;
  errors: number;
}

/**
 * One scenario: the address the browser asks for, and the route's database work run straight through the driver.
 * A recap list's scenario also keeps the query it parses into, for its plans.
 */
export interface Scenario {
  name: string;
  path: string;
  direct: (db: Queryable) => Promise<unknown>;
  query?: RecapListQuery;
}

const DEFAULTS: RecapListQuery = { page: 1, limit: 20, sortBy: 'published_at', sortOrder: 'desc' };

export function scenario(name: string, params: Record<string, string>): Scenario {
  const search = new URLSearchParams(params).toString();
  const query: RecapListQuery = { ...DEFAULTS };
  for (const [key, value] of Object.entries(params)) {
    const numeric = ['page', 'limit', 'channel_id', 'channelId', 'min_duration', 'max_duration'].includes(key);
    (query as unknown as Record<string, unknown>)[key] = numeric ? Number(value) : value;
  }
  return { name, path: `/api/recaps${search ? `?${search}` : ''}`, query, direct: (db) => recapListPageBody(db, query, null) };
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function figures(latencies: number[], seconds: number, errors: number): LoadFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    requests: sorted.length,
    rps: sorted.length / seconds,
    errors,
  };
}

/** autocannon against the server; latencies are taken per response, since its summary has no p95. */
export async function loadHttp(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({ url, connections, duration: seconds, pipelining: 1 });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode !== 200) errors++;
    else latencies.push(responseTime);
  });
  const result = await instance;
  return figures(latencies, result.duration || seconds, errors + result.errors + result.timeouts);
}

/** `connections` callers of `call` in a closed loop, like autocannon's connections, for `seconds`. */
export async function loadCalls(call: () => Promise<unknown>, connections: number, seconds: number): Promise<LoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const begin = performance.now();
      try {
        await call();
        latencies.push(performance.now() - begin);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, caller));
  return figures(latencies, (performance.now() - started) / 1000, errors);
}

/**
 * The route's database work (for a recap list `recapListPageBody`: the page with its total, and a count where the
 * page cannot tell it) straight through the driver, so the difference from the API is what HTTP and Fastify add.
 */
export function loadDb(db: Queryable, item: Scenario, connections: number, seconds: number): Promise<LoadFigures> {
  return loadCalls(() => item.direct(db), connections, seconds);
}

/** A short unmeasured run, so caches and JIT are warm before figures are taken. */
export async function warmHttp(url: string): Promise<void> {
  await loadHttp(url, 4, 2);
}
