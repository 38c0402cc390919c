/**
 * `npm run bench -- --abuse [--database-url URL] [--seconds N]`: what one list request can cost an anonymous
 * caller's neighbours. Against the server process on a 1,000,000-recap PostgreSQL database (`--database-url`)
 * and a 100,000-recap embedded one: p95 of the home page's first page, its last reachable page and the worst
 * search found, each alone; then the most expensive request the hunt found, looped by 8 anonymous clients,
 * while one visitor loads the first page. Prints a Markdown section for docs/performance.md and writes
 * bench/results/abuse.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_RECAP_FILTERS, buildRecapQuery, recapListPath } from '../src/domain/recapQuery.ts';
import { MAX_LIST_DEPTH, MAX_SEARCH_DEPTH } from '../server/db/queries/listDepth.ts';
import type { Dataset } from './datasets.ts';
import { loadCalls, type LoadFigures } from './load.ts';
import { startServer } from './processes.ts';

/** A request an attacker may send: `path(n)` is the n-th call's address (a new text each call defeats kept totals). */
interface Candidate {
  name: string;
  search: boolean;
  path: (call: number) => string;
}

interface AbuseCandidateFigure {
  name: string;
  example: string;
  medianMs: number;
  status: number;
}

export interface AbuseResult {
  label: string;
  seconds: number;
  candidates: AbuseCandidateFigure[];
  idle: { firstPage: LoadFigures; lastPage: LoadFigures; worstSearch: LoadFigures; worstSearchName: string };
  attack: { request: string; attackers: LoadFigures; visitor: LoadFigures };
}

const homePage = (page: number) => `/api${recapListPath(buildRecapQuery({ filters: DEFAULT_RECAP_FILTERS, channelId: null }, page))}`;
const LAST_PAGE = MAX_LIST_DEPTH / 20;
const LAST_SEARCH_PAGE = MAX_SEARCH_DEPTH / 20;

/** Punctuation the word search ignores but the fragment search does not: each call is a search never counted before. */
function freshSuffix(call: number): string {
  const marks = '!?.,;:-~';
  let text = '';
  for (let n = call + 1; n > 0; n = Math.floor(n / marks.length)) text += marks[n % marks.length];
  return text;
}

function candidates(channelId: number, commonWord: string): Candidate[] {
  const fixed = (name: string, search: boolean, address: string): Candidate => ({ name, search, path: () => address });
  const q = (params: Record<string, string>) => `/api/recaps?${new URLSearchParams({ limit: '20', ...params })}`;
  const long = 'the hunter who returned from the tower of the necromancer regressed as the strongest swordsman of the '
    + 'northern kingdom and the weakest healer of the academy became the demon lord of the disaster class heroes';
  return [
    fixed(`last reachable page (${LAST_PAGE})`, false, homePage(LAST_PAGE)),
    fixed(`page ${LAST_PAGE}, every language, by views`, false, q({ page: String(LAST_PAGE), sortBy: 'views', sortOrder: 'desc' })),
    fixed(`page ${LAST_PAGE}, busiest channel, by duration`, false, q({ page: String(LAST_PAGE), channel_id: String(channelId), sortBy: 'duration', sortOrder: 'asc' })),
    fixed(`page ${LAST_PAGE}, en, over 4 hours, by views`, false, q({ page: String(LAST_PAGE), language: 'en', min_duration: '14401', sortBy: 'views', sortOrder: 'desc' })),
    fixed('page past the bound (400)', false, q({ page: String(LAST_PAGE + 1) })),
    fixed(`search "${commonWord}" (every recap), page 1`, true, q({ page: '1', search: commonWord })),
    fixed(`search "${commonWord}", page ${LAST_SEARCH_PAGE} (the last a search reaches)`, true, q({ page: String(LAST_SEARCH_PAGE), search: commonWord, sortBy: 'views', sortOrder: 'asc' })),
    fixed(`search "${commonWord}", page ${LAST_SEARCH_PAGE + 1} (past a search's bound, 400)`, true, q({ page: String(LAST_SEARCH_PAGE + 1), search: commonWord })),
    fixed('search "ing" (a fragment in most recaps), by views', true, q({ page: '1', search: 'ing', sortBy: 'views', sortOrder: 'desc' })),
    fixed('search "qz" (two rare letters)', true, q({ page: '1', search: 'qz' })),
    fixed('search of 200 characters', true, q({ page: '1', search: long.slice(0, 200) })),
    // Texts that give the search indexes nothing, or only a trigram in nearly every recap, to look up.
    fixed('search "..." (punctuation only)', true, q({ page: '1', search: '...' })),
    fixed('search "____" (underscores only)', true, q({ page: '1', search: '____' })),
    fixed('search of three emoji', true, q({ page: '1', search: '😀🔥👍' })),
    fixed('search "x a" (one-letter words)', true, q({ page: '1', search: 'x a' })),
    {
      name: `search "${commonWord}" + new punctuation each call (never counted before)`,
      search: true,
      path: (call) => q({ page: '1', search: `${commonWord} ${freshSuffix(call)}`, language: 'en' }),
    },
  ];
}

async function timed(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

let calls = 0;

/** Median of five sequential calls after one warm-up, each call with its own address where the candidate varies it. */
async function measureCandidate(base: string, candidate: Candidate): Promise<AbuseCandidateFigure> {
  await timed(base + candidate.path(calls++));
  const runs: { ms: number; status: number }[] = [];
  for (let i = 0; i < 5; i++) runs.push(await timed(base + candidate.path(calls++)));
  const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
  return { name: candidate.name, example: candidate.path(0), medianMs: sorted[2]!, status: runs[4]!.status };
}

/** `connections` loops of GET `path(n)`; any answer other than 200 and 400 counts as an error. */
function loop(base: string, path: (call: number) => string, connections: number, seconds: number): Promise<LoadFigures> {
  return loadCalls(async () => {
    const response = await fetch(base + path(calls++));
    await response.arrayBuffer();
    if (response.status !== 200 && response.status !== 400) throw new Error(`status ${response.status}`);
  }, connections, seconds);
}

async function busiestChannel(dataset: Dataset): Promise<number> {
  const db = await dataset.open();
  try {
    const { rows } = await db.query<{ id: number }>(
      'SELECT channel_id AS id FROM recap_filter_counts GROUP BY channel_id ORDER BY sum(recaps) DESC LIMIT 1',
    );
    return rows[0]!.id;
  } finally {
    await db.close();
  }
}

export async function measureAbuse(root: string, dataset: Dataset, seconds: number, log: (message: string) => void): Promise<AbuseResult> {
  const channelId = await busiestChannel(dataset);
  const server = await startServer(root, dataset.env);
  try {
    const base = server.url;
    log(`${dataset.label}: hunting for the most expensive anonymous request`);
    const list = candidates(channelId, 'recap');
    const figures: AbuseCandidateFigure[] = [];
    for (const candidate of list) {
      const figure = await measureCandidate(base, candidate);
      figures.push(figure);
      log(`  ${figure.name}: ${figure.medianMs.toFixed(1)} ms (${figure.status})`);
    }
    const worst = list[figures.indexOf(figures.reduce((a, b) => (b.medianMs > a.medianMs ? b : a)))]!;
    const searches = figures.filter((_, index) => list[index]!.search);
    const worstSearchFigure = searches.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
    const worstSearch = list[figures.indexOf(worstSearchFigure)]!;

    log(`${dataset.label}: idle p95, one caller at a time`);
    const firstPage = await loop(base, () => homePage(1), 1, seconds);
    const lastPage = await loop(base, () => homePage(LAST_PAGE), 1, seconds);
    const worstSearchLoad = await loop(base, worstSearch.path, 1, seconds);

    log(`${dataset.label}: 8 clients loop "${worst.name}" while a visitor loads the first page`);
    const [attackers, visitor] = await Promise.all([
      loop(base, worst.path, 8, seconds),
      // The visitor starts a moment later, so the attackers are already at it.
      new Promise<LoadFigures>((resolve) => setTimeout(() => resolve(loop(base, () => homePage(1), 1, seconds - 1)), 1000)),
    ]);
    return {
      label: dataset.label,
      seconds,
      candidates: figures,
      idle: { firstPage, lastPage, worstSearch: worstSearchLoad, worstSearchName: worstSearch.name },
      attack: { request: worst.name, attackers, visitor },
    };
  } finally {
    await server.stop();
  }
}

const ms = (value: number) => value.toFixed(1);

export function renderAbuse(results: AbuseResult[]): string {
  const sections = results.map((result) => {
    const rows = result.candidates.map((figure) => `| ${figure.name} | ${figure.status} | ${ms(figure.medianMs)} |`).join('\n');
    const { idle, attack } = result;
    const ratio = attack.visitor.p95 / idle.firstPage.p95;
    return `### ${result.label}

The hunt: each candidate's median of five calls, one at a time, after one warm-up call.

| request | status | median ms |
| --- | --- | --- |
${rows}

Alone, one caller in a loop for ${result.seconds} s:

| request | p50 ms | p95 ms | requests |
| --- | --- | --- | --- |
| first page (\`${homePage(1)}\`) | ${ms(idle.firstPage.p50)} | ${ms(idle.firstPage.p95)} | ${idle.firstPage.requests} |
| page ${LAST_PAGE}, the last reachable | ${ms(idle.lastPage.p50)} | ${ms(idle.lastPage.p95)} | ${idle.lastPage.requests} |
| worst search: ${idle.worstSearchName} | ${ms(idle.worstSearch.p50)} | ${ms(idle.worstSearch.p95)} | ${idle.worstSearch.requests} |

Under attack: 8 anonymous clients loop "${attack.request}" (${attack.attackers.requests} requests, p95
${ms(attack.attackers.p95)} ms, ${attack.attackers.errors} errors) while one visitor loads the first page: p50
${ms(attack.visitor.p50)} ms, p95 ${ms(attack.visitor.p95)} ms (${attack.visitor.requests} requests,
${attack.visitor.errors} errors), ${ratio.toFixed(1)}× its idle p95.
`;
  });
  return sections.join('\n');
}

export function writeAbuseResults(root: string, results: AbuseResult[]): string {
  const file = path.join(root, 'bench', 'results', 'abuse.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
