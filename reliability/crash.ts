/**
 * Faults: acknowledged writes survive a kill -9 of the server, the database opens cleanly afterwards, and
 * SIGTERM lets the requests in flight finish. Run on the embedded PGlite and on a PostgreSQL cluster.
 */
import http from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  catalogueIds, check, log, openTarget, provisionMembers, request, sleep, startServer,
  type Answer, type Member, type ServerProcess, type Target,
} from './lib.ts';

type Write =
  | { kind: 'rating'; member: Member; recapId: number; rating: number }
  | { kind: 'watchlist'; member: Member; recapId: number }
  | { kind: 'favourite'; member: Member; channelId: number }
  | { kind: 'suggestion'; member: Member; recapId: number; name: string }
  | { kind: 'registration'; username: string };

export interface CrashFigures {
  database: string;
  writesPlanned: number;
  acknowledged: Record<Write['kind'], number>;
  acknowledgedTotal: number;
  refused: number;
  noAnswer: number;
  notSent: number;
  foundAfterRestart: number;
  refusedFound: number;
  graceful: { requests: number; answered2xx: number; unansweredAtSigterm: number; exitCode: number | null };
}

/** A deterministic shuffle, so a failing run can be repeated. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function planWrites(members: Member[], recapIds: number[], channelIds: number[], registrations: number): Write[] {
  const writes: Write[] = [];
  members.forEach((member, m) => {
    // Each (member, recap) pair is written once, so an acknowledged value is the value that must be stored.
    for (let i = 0; i < 40; i++) {
      writes.push({ kind: 'rating', member, recapId: recapIds[(m * 7 + i) % recapIds.length]!, rating: 1 + ((m + i) % 5) });
      writes.push({ kind: 'watchlist', member, recapId: recapIds[(m * 11 + i * 3) % recapIds.length]! });
    }
    channelIds.slice(0, 10).forEach((channelId) => writes.push({ kind: 'favourite', member, channelId }));
    // More than the daily allowance of 10: the ones refused with 429 must leave nothing behind.
    for (let i = 0; i < 12; i++) {
      writes.push({ kind: 'suggestion', member, recapId: recapIds[(m * 5 + i * 13) % recapIds.length]!, name: `Crash Series ${m}-${i}` });
    }
  });
  for (let i = 0; i < registrations; i++) writes.push({ kind: 'registration', username: `crashreg${i}` });
  return shuffle(writes, 20240611);
}

function send(base: string, write: Write, agent: http.Agent): Promise<Answer> {
  switch (write.kind) {
    case 'rating':
      return request(base, 'POST', `/api/recaps/${write.recapId}/rate`, { sid: write.member.sid, body: { rating: write.rating }, agent });
    case 'watchlist':
      return request(base, 'POST', '/api/watchlist', { sid: write.member.sid, body: { recapId: write.recapId }, agent });
    case 'favourite':
      return request(base, 'POST', `/api/channels/${write.channelId}/favourite`, { sid: write.member.sid, agent });
    case 'suggestion':
      return request(base, 'POST', '/api/suggestions', {
        sid: write.member.sid, body: { recap_id: write.recapId, suggested_series_name: write.name }, agent,
      });
    case 'registration':
      return request(base, 'POST', '/api/auth/register', {
        body: { username: write.username, email: `${write.username}@reliability.example`, password: 'registration-password' }, agent,
      });
  }
}

/** Fires the writes from `workers` concurrent clients and kill -9s the server once `killAfter` are acknowledged. */
async function burstAndKill(server: ServerProcess, writes: Write[], workers: number, killAfter: number) {
  const acknowledged: Write[] = [];
  const refused: Write[] = [];
  let noAnswer = 0;
  let killed = false;
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  const worker = async () => {
    while (!killed && next < writes.length) {
      const write = writes[next++]!;
      try {
        const answer = await send(server.base, write, agent);
        if (answer.status >= 200 && answer.status < 300) acknowledged.push(write);
        else if (answer.status >= 500) throw new Error(`${write.kind} answered ${answer.status}: ${answer.text}`);
        else refused.push(write);
      } catch (error) {
        if (!killed) throw error;
        // Sent while the server died: the outcome is unknown, which is what a client sees too.
        noAnswer++;
      }
      if (!killed && acknowledged.length >= killAfter) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  agent.destroy();
  check(killed, `the server was killed mid-burst (${acknowledged.length} acknowledged of ${writes.length})`);
  return { acknowledged, refused, noAnswer, notSent: writes.length - next };
}

/** SIGTERM with many requests in flight: every one must get a 2xx answer and the process must exit 0. */
async function gracefulStop(server: ServerProcess, members: Member[], recapIds: number[]) {
  const connections = 120;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  // Open the connections first, so the requests below are on sockets the server has already accepted.
  await Promise.all(Array.from({ length: connections }, () => request(server.base, 'GET', '/api/health', { agent })));
  const writes: Write[] = [];
  const pending: Promise<{ answer: Answer; write?: Write; at: number }>[] = [];
  let sigtermAt = Infinity;
  for (let i = 0; i < connections; i++) {
    const member = members[i % members.length]!;
    let promise: Promise<Answer>;
    let write: Write | undefined;
    if (i % 3 === 0) {
      write = { kind: 'watchlist', member, recapId: recapIds[(i * 17 + 5) % recapIds.length]! };
      writes.push(write);
      promise = send(server.base, write, agent);
    } else {
      // A full-text search with a count: one of the slower reads, so requests are still queued at SIGTERM.
      promise = request(server.base, 'GET', `/api/recaps?search=${['the', 'return', 'level', 'academy'][i % 4]}&limit=50&page=${1 + (i % 3)}`, {
        sid: member.sid, agent,
      });
    }
    pending.push(promise.then((answer) => ({ answer, write, at: Date.now() })));
  }
  // Let the requests reach the server's sockets, then ask it to stop.
  await sleep(50);
  sigtermAt = Date.now();
  server.child.kill('SIGTERM');
  const settled = await Promise.allSettled(pending);
  const exit = await server.exited;
  agent.destroy();
  const failures = settled.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason));
  const answers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const ok = answers.filter((a) => a.answer.status >= 200 && a.answer.status < 300);
  const unansweredAtSigterm = answers.filter((a) => a.at >= sigtermAt).length;
  check(failures.length === 0, `every request in flight at SIGTERM got an answer (${failures.length} did not: ${failures.slice(0, 3).join('; ')})`);
  check(ok.length === connections, `every request in flight at SIGTERM got a 2xx (${connections - ok.length} did not: ${
    answers.filter((a) => a.answer.status >= 300).slice(0, 3).map((a) => `${a.answer.status} ${a.answer.text}`).join('; ')})`);
  check(unansweredAtSigterm > 0, 'some requests were still being handled when SIGTERM arrived (otherwise this proves nothing)');
  check(exit.code === 0, `the server exits 0 after SIGTERM (exit ${exit.code}, signal ${exit.signal})\n${server.output()}`);
  return {
    acknowledged: ok.flatMap((a) => (a.write ? [a.write] : [])),
    figures: { requests: connections, answered2xx: ok.length, unansweredAtSigterm, exitCode: exit.code },
  };
}

/** Reads the database directly (server stopped) and counts the acknowledged writes found and refused writes present. */
async function verify(target: Target, acknowledged: Write[], refused: Write[]) {
  const { db, close } = await openTarget(target);
  try {
    const present = async (write: Write): Promise<boolean> => {
      switch (write.kind) {
        case 'rating':
          return (await db.query('SELECT 1 FROM ratings WHERE user_id = $1 AND recap_id = $2 AND rating = $3', [write.member.id, write.recapId, write.rating])).rows.length > 0;
        case 'watchlist':
          return (await db.query('SELECT 1 FROM watchlist WHERE user_id = $1 AND recap_id = $2', [write.member.id, write.recapId])).rows.length > 0;
        case 'favourite':
          return (await db.query('SELECT 1 FROM favourites WHERE user_id = $1 AND channel_id = $2', [write.member.id, write.channelId])).rows.length > 0;
        case 'suggestion':
          return (await db.query('SELECT 1 FROM suggestions WHERE user_id = $1 AND recap_id = $2 AND suggested_series_name = $3', [write.member.id, write.recapId, write.name])).rows.length > 0;
        case 'registration':
          return (await db.query('SELECT 1 FROM users WHERE username = $1', [write.username])).rows.length > 0;
      }
    };
    let found = 0;
    const missing: Write[] = [];
    for (const write of acknowledged) {
      if (await present(write)) found++;
      else missing.push(write);
    }
    let refusedFound = 0;
    for (const write of refused) {
      // A refused suggestion or registration must not have been stored.
      if ((write.kind === 'suggestion' || write.kind === 'registration') && await present(write)) refusedFound++;
    }
    // The rating trigger's totals must agree with the rows: a torn write would show here.
    const drift = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM recaps r
        WHERE r.rating_count <> (SELECT count(*) FROM ratings x WHERE x.recap_id = r.id)`,
    );
    // Every table can be read end to end.
    for (const table of ['users', 'sessions', 'channels', 'recaps', 'ratings', 'watchlist', 'favourites', 'suggestions', 'rate_limits']) {
      await db.query(`SELECT count(*) FROM ${table}`);
    }
    return { found, missing, refusedFound, ratingDrift: drift.rows[0]!.n };
  } finally {
    await close();
  }
}

export async function runCrash(target: Target): Promise<CrashFigures> {
  const label = target.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  log(`${label}: provisioning members and starting the server (fresh database, demo seed)`);
  const members = await provisionMembers(target, 12, 'crash');
  let server = await startServer(target);
  const { recapIds, channelIds } = await catalogueIds(server.base);
  check(recapIds.length >= 100 && channelIds.length >= 5, 'the demo catalogue is seeded');

  const writes = planWrites(members, recapIds, channelIds, 25);
  const killAfter = Math.floor(writes.length * 0.4);
  log(`${label}: ${writes.length} writes from 32 concurrent clients; kill -9 after ${killAfter} are acknowledged`);
  const burst = await burstAndKill(server, writes, 32, killAfter);
  const killedExit = await server.exited;
  check(killedExit.signal === 'SIGKILL', 'the server died of SIGKILL');
  log(`${label}: killed with ${burst.acknowledged.length} acknowledged, ${burst.refused.length} refused, ${burst.noAnswer} without an answer`);

  server = await startServer(target);
  const health = await request(server.base, 'GET', '/api/health');
  check(health.status === 200 && (health.body as { database?: string }).database === target.kind, `health after restart: ${health.text}`);
  // The restarted server sees the acknowledged watchlist entries through the API as well.
  for (const member of members) {
    const answer = await request(server.base, 'GET', '/api/watchlist', { sid: member.sid });
    check(answer.status === 200, `watchlist of ${member.username} after restart answers 200`);
    const ids = new Set(answer.body as number[]);
    for (const write of burst.acknowledged) {
      if (write.kind === 'watchlist' && write.member === member) check(ids.has(write.recapId), `acknowledged watchlist entry ${write.recapId} of ${member.username} is listed after restart`);
    }
  }

  log(`${label}: SIGTERM with requests in flight`);
  const graceful = await gracefulStop(server, members, recapIds);
  if (target.kind === 'pglite') check(!existsSync(path.join(target.dataDir, 'recapshelf.lock')), 'a graceful stop releases the data-folder lock');

  const acknowledged = [...burst.acknowledged, ...graceful.acknowledged];
  const result = await verify(target, acknowledged, burst.refused);
  check(result.missing.length === 0, `every acknowledged write is in the database (${result.missing.length} missing, e.g. ${JSON.stringify(result.missing.slice(0, 3).map((w) => ({ ...w, member: 'member' in w ? w.member.username : undefined })))})`);
  check(result.refusedFound === 0, `no refused write was stored (${result.refusedFound} were)`);
  check(result.ratingDrift === 0, `rating totals agree with the ratings (${result.ratingDrift} recaps disagree)`);

  const byKind = (kind: Write['kind']) => burst.acknowledged.filter((w) => w.kind === kind).length;
  const figures: CrashFigures = {
    database: label,
    writesPlanned: writes.length,
    acknowledged: {
      rating: byKind('rating'), watchlist: byKind('watchlist'), favourite: byKind('favourite'),
      suggestion: byKind('suggestion'), registration: byKind('registration'),
    },
    acknowledgedTotal: acknowledged.length,
    refused: burst.refused.length,
    noAnswer: burst.noAnswer,
    notSent: burst.notSent,
    foundAfterRestart: result.found,
    refusedFound: result.refusedFound,
    graceful: graceful.figures,
  };
  log(`${label}: ${result.found}/${acknowledged.length} acknowledged writes found after kill -9 and restart; graceful stop answered ${graceful.figures.answered2xx}/${graceful.figures.requests} (${graceful.figures.unansweredAtSigterm} still in flight at SIGTERM)`);
  return figures;
}

