/**
 * Load: many connections on the read routes and on the write routes of the real server, with zero errors
 * allowed, and the server's lowest resident memory in a warm-up and in each of four rounds.
 */
import autocannon from 'autocannon';
import { MEMORY_ROUNDS_NEEDED, memoryKeepsGrowing } from './memoryGrowth.ts';
import {
  catalogueIds, check, log, provisionMembers, request, rssMiB, startServer, stopServer, type Member, type Target,
} from './lib.ts';

export interface LoadOptions {
  durationSeconds: number;
  readConnections: number;
  writeConnections: number;
}

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}

interface RunFigures {
  requests: number;
  perSecond: number;
  latencyP50: number;
  latencyP99: number;
  latencyMax: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

export interface LoadFigures {
  database: string;
  options: LoadOptions;
  rounds: { read: RunFigures; write: RunFigures }[];
  /** The lowest RSS read during the warm-up and during each round. */
  rssMiB: { afterWarmUp: number; afterRounds: number[] };
}

/** Enough for memoryGrowth.ts to tell a leak (growth in every round past the working size) from one high round. */
const LOAD_ROUNDS = MEMORY_ROUNDS_NEEDED;

const SEARCHES = ['the', 'return', 'academy', 'level', 'villain', 'regressor'];

function readRequests(recapIds: number[], channelIds: number[]): AutocannonRequest[] {
  const pick = <T,>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  return [
    { path: '/api/recaps' },
    { path: '/api/recaps', setupRequest: (r) => ({ ...r, path: `/api/recaps?search=${pick(SEARCHES)}&page=${1 + Math.floor(Math.random() * 3)}` }) },
    { path: '/api/recaps', setupRequest: (r) => ({ ...r, path: `/api/recaps/${pick(recapIds)}` }) },
    { path: '/api/recaps?sortBy=views&sortOrder=desc&language=en' },
    { path: '/api/channels' },
    { path: '/api/channels', setupRequest: (r) => ({ ...r, path: `/api/channels/${pick(channelIds)}` }) },
    { path: '/api/recaps', setupRequest: (r) => ({ ...r, path: `/api/recaps?channel_id=${pick(channelIds)}` }) },
    { path: '/api/stats' },
    { path: '/api/recaps/languages' },
  ];
}

/**
 * One member per connection, each toggling its own rows: rate (upsert), save and unsave a recap, favourite
 * and unfavourite a channel. None of these routes is rate-limited, and a member never races itself, so every
 * answer must be a 2xx (a favourite added twice would be a 409).
 */
function writeRequests(member: Member, recapIds: number[], channelIds: number[], round: number): AutocannonRequest[] {
  const headers = { cookie: `sid=${member.sid}`, 'content-type': 'application/json' };
  const recapOf = () => recapIds[Math.floor(Math.random() * recapIds.length)]!;
  // A run can end between the favourite and the unfavourite; the next run uses another channel, so that
  // leftover favourite never turns its POST into a 409.
  const channelId = channelIds[(member.id * 3 + round) % channelIds.length]!;
  let saved = recapOf();
  return [
    { method: 'POST', path: '/api/recaps/1/rate', headers, setupRequest: (r) => ({
      ...r, path: `/api/recaps/${recapOf()}/rate`, body: JSON.stringify({ rating: 1 + Math.floor(Math.random() * 5) }),
    }) },
    { method: 'POST', path: '/api/watchlist', headers, setupRequest: (r) => {
      saved = recapOf();
      return { ...r, body: JSON.stringify({ recapId: saved }) };
    } },
    { method: 'GET', path: '/api/watchlist', headers },
    { method: 'DELETE', path: '/api/watchlist/1', headers: { cookie: headers.cookie }, setupRequest: (r) => ({ ...r, path: `/api/watchlist/${saved}` }) },
    { method: 'POST', path: `/api/channels/${channelId}/favourite`, headers: { cookie: headers.cookie } },
    { method: 'DELETE', path: `/api/channels/${channelId}/favourite`, headers: { cookie: headers.cookie } },
  ];
}

function figures(result: autocannon.Result): RunFigures {
  const codes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    codes[code] = stat.count;
  }
  return {
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    latencyMax: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: codes,
  };
}

/**
 * Waits until the server has worked through what the last run left queued: autocannon stops sending at the
 * deadline, but requests already accepted are still answered (on PGlite, one at a time). The health probe
 * joins the back of the same queue, so its 200 means the queue is empty.
 */
async function drained(base: string): Promise<void> {
  for (;;) {
    const health = await request(base, 'GET', '/api/health', { timeoutMs: 120_000 });
    if (health.status === 200) return;
  }
}

/**
 * The lowest resident memory of a process while `work` runs, read every 100 ms. A single reading lands anywhere
 * between two collections (184 to 282 MiB over seven rounds of one run without a leak); the lowest is the level
 * the collector brings the process back to, which a leak raises round after round.
 */
async function lowestRssWhile<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; lowest: number }> {
  let lowest = rssMiB(pid);
  const sampler = setInterval(() => {
    lowest = Math.min(lowest, rssMiB(pid));
  }, 100);
  try {
    const result = await work();
    return { result, lowest: Math.min(lowest, rssMiB(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

async function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ timeout: 30, ...options });
}

export async function runLoad(target: Target, options: LoadOptions): Promise<LoadFigures> {
  const label = target.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  log(`${label}: provisioning ${options.writeConnections} members and starting the server`);
  const members = await provisionMembers(target, options.writeConnections, 'load');
  const server = await startServer(target);
  try {
    const { recapIds, channelIds } = await catalogueIds(server.base);
    const reads = readRequests(recapIds, channelIds);
    let round = 0;
    const run = async (kind: 'read' | 'write', connections: number, duration: number) => {
      if (kind === 'write') round++;
      let next = 0;
      const result = await cannon({
        url: server.base,
        connections,
        duration,
        requests: kind === 'read' ? reads : writeRequests(members[0]!, recapIds, channelIds, round),
        setupClient: kind === 'write'
          ? (client) => {
            const member = members[next++ % members.length]!;
            (client as unknown as { requestIterator: { setRequests: (r: AutocannonRequest[]) => void } })
              .requestIterator.setRequests(writeRequests(member, recapIds, channelIds, round));
          }
          : undefined,
      });
      await drained(server.base);
      return figures(result);
    };

    log(`${label}: warm-up`);
    const warmUp = await lowestRssWhile(server.pid, async () => {
      await run('read', 20, 3);
      await run('write', 10, 2);
    });
    const afterWarmUp = warmUp.lowest;
    const rounds: LoadFigures['rounds'] = [];
    const rss: number[] = [];
    for (let round = 1; round <= LOAD_ROUNDS; round++) {
      const { result: [read, write], lowest } = await lowestRssWhile(server.pid, async () => {
        log(`${label}: round ${round}: ${options.readConnections} connections on the read routes for ${options.durationSeconds} s`);
        const readFigures = await run('read', options.readConnections, options.durationSeconds);
        log(`${label}: round ${round}: ${options.writeConnections} connections on the write routes for ${options.durationSeconds} s`);
        return [readFigures, await run('write', options.writeConnections, options.durationSeconds)] as const;
      });
      rounds.push({ read, write });
      rss.push(lowest);
      log(`${label}: round ${round}: read ${read.requests} requests (${read.perSecond}/s, p99 ${read.latencyP99} ms), write ${write.requests} (${write.perSecond}/s, p99 ${write.latencyP99} ms); lowest RSS ${lowest} MiB, now ${rssMiB(server.pid)} MiB`);
      for (const [kind, f] of [['read', read], ['write', write]] as const) {
        check(f.errors === 0 && f.timeouts === 0, `${label} round ${round} ${kind}: no connection errors or timeouts (${f.errors} errors, ${f.timeouts} timeouts)`);
        check(f.non2xx === 0, `${label} round ${round} ${kind}: every answer a 2xx (${f.non2xx} were not: ${JSON.stringify(f.statusCodes)})`);
        check(f.requests > 0, `${label} round ${round} ${kind}: requests were made`);
      }
    }
    const figuresOut: LoadFigures = {
      database: label,
      options,
      rounds,
      rssMiB: { afterWarmUp, afterRounds: rss },
    };
    check(!memoryKeepsGrowing({ afterWarmUp, afterRounds: rss }), `${label}: memory does not keep growing (lowest RSS of the warm-up and each round ${[afterWarmUp, ...rss].join(' → ')} MiB)`);
    const health = await request(server.base, 'GET', '/api/health');
    check(health.status === 200, `${label}: healthy after the load (${health.text})`);
    return figuresOut;
  } finally {
    const exit = await stopServer(server);
    check(exit.code === 0, `${label}: the server exits 0 after SIGTERM following the load (exit ${exit.code}, ${exit.signal})`);
  }
}
