/**
 * `npm run bench -- --abuse [--database-url URL] [--seconds N]`: what anonymous requests can cost a visitor. Against
 * the server process on a 1,000,000-recap PostgreSQL database (`--database-url`) and a 100,000-recap embedded one.
 * The hunt draws addresses for every anonymous request family (recap searches, first and deep pages, the series
 * list and a series' recaps with a search, the channel list with a search, feeds, details, pictures, figures,
 * pages, a visitor's suggestion) from a seeded generator of hostile parameters, and times each once; then 8
 * anonymous clients loop the five most expensive families, each call a fresh draw (a repeated address would be
 * served from the kept answers), while one visitor loads the first page. Prints a Markdown section for
 * docs/performance.md and writes bench/results/abuse.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_RECAP_FILTERS, buildRecapQuery, recapListPath } from '../src/domain/recapQuery.ts';
import { MAX_LIST_DEPTH, MAX_SEARCH_DEPTH } from '../server/db/queries/listDepth.ts';
import { RECAP_SORT_COLUMNS } from '../server/db/queries/recapList.ts';
import { CHANNEL_SORT_COLUMNS } from '../server/db/queries/channels.ts';
import type { Dataset } from './datasets.ts';
import { hostileTexts } from './hostileTexts.ts';
import { loadCalls, type LoadFigures } from './load.ts';
import { startServer } from './processes.ts';

/** A seeded source of numbers in [0, 1) (mulberry32): the same run draws the same addresses. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Draw {
  random: () => number;
  pick: <T>(values: readonly T[]) => T;
  text: () => string;
  /** A text never searched before in this run: a kept answer or a kept total cannot serve it. */
  freshText: () => string;
}

/** What the catalogue holds, read before the server starts, for the families to draw real ids and names from. */
interface Catalogue {
  channelIds: number[];
  busiestChannel: number;
  seriesSlugs: string[];
  videoIds: string[];
  maxRecapId: number;
}

/** An anonymous request family: each draw is one address of it. */
interface Family {
  name: string;
  draw: (draw: Draw) => string;
}

const homePage = (page: number) => `/api${recapListPath(buildRecapQuery({ filters: DEFAULT_RECAP_FILTERS, channelId: null }, page))}`;
const LAST_PAGE = MAX_LIST_DEPTH / 20;
const LAST_SEARCH_PAGE = MAX_SEARCH_DEPTH / 20;
const RECAP_SORTS = Object.keys(RECAP_SORT_COLUMNS);
const CHANNEL_SORTS = Object.keys(CHANNEL_SORT_COLUMNS);
const LANGUAGES = [undefined, 'en', 'ko', 'ja', 'es'];
const query = (route: string, params: Record<string, string | number | undefined>) => {
  const defined = Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return `${route}?${new URLSearchParams(defined.map(([key, value]) => [key, String(value)]))}`;
};

/** Optional list filters a caller may add to a recap list: a language, a duration range, a sort. */
function recapFilters(d: Draw): Record<string, string | number | undefined> {
  const durations = d.pick([{}, { min_duration: 14401 }, { max_duration: 600 }, { min_duration: 600, max_duration: 1800 }]);
  return { language: d.pick(LANGUAGES), sortBy: d.pick(RECAP_SORTS), sortOrder: d.pick(['asc', 'desc']), ...durations };
}

function families(catalogue: Catalogue): Family[] {
  const { channelIds, seriesSlugs, videoIds, maxRecapId, busiestChannel } = catalogue;
  const recapId = (d: Draw) => 1 + Math.floor(d.random() * maxRecapId);
  return [
    { name: 'recap search, first page', draw: (d) => query('/api/recaps', { search: d.freshText(), ...recapFilters(d) }) },
    {
      name: 'recap search, deep page',
      draw: (d) => query('/api/recaps', { search: d.freshText(), page: d.pick([10, LAST_SEARCH_PAGE - 1, LAST_SEARCH_PAGE, LAST_SEARCH_PAGE + 1]), ...recapFilters(d) }),
    },
    {
      name: 'recap list, deep page',
      draw: (d) => query('/api/recaps', {
        page: LAST_PAGE - Math.floor(d.random() * 50) + (d.random() < 0.1 ? 51 : 0), ...recapFilters(d),
        channel_id: d.random() < 0.3 ? busiestChannel : undefined,
      }),
    },
    { name: 'a channel\'s recaps with a search', draw: (d) => query('/api/recaps', { channel_id: d.pick(channelIds), search: d.freshText(), ...recapFilters(d) }) },
    { name: 'series list with a search', draw: (d) => query('/api/series', { search: d.freshText(), sortBy: d.pick(['recaps', 'latest', 'name']), page: d.pick([1, 2, 50]) }) },
    {
      name: 'a series\' recaps with a search',
      draw: (d) => query('/api/recaps', { series: d.pick(seriesSlugs), search: d.freshText(), page: d.pick([1, 2, LAST_SEARCH_PAGE]), ...recapFilters(d) }),
    },
    { name: 'series page', draw: (d) => `/api/series/${encodeURIComponent(d.pick(seriesSlugs))}` },
    {
      name: 'channel list with a search',
      draw: (d) => query('/api/channels', { search: d.freshText(), sortBy: d.pick(CHANNEL_SORTS), sortOrder: d.pick(['asc', 'desc']), page: d.pick([1, 2]), language: d.pick(LANGUAGES) }),
    },
    { name: 'channel detail', draw: (d) => `/api/channels/${d.pick(channelIds)}` },
    { name: 'series feed', draw: (d) => `/feeds/series/${encodeURIComponent(d.pick(seriesSlugs))}.atom` },
    { name: 'channel feed', draw: (d) => `/feeds/channel/${d.pick(channelIds)}.atom` },
    { name: 'recap detail', draw: (d) => `/api/recaps/${recapId(d)}` },
    { name: 'recap thumbnail (rendered once each)', draw: (d) => `/media/thumbnails/${d.pick(videoIds)}.jpg` },
    { name: 'channel picture', draw: (d) => `/media/channels/${d.pick(channelIds)}.jpg` },
    { name: 'a visitor\'s suggestion (401)', draw: (d) => query('/api/suggestions/mine', { recap_id: recapId(d) }) },
    { name: 'catalogue figures', draw: (d) => d.pick(['/api/stats', '/api/recaps/languages', '/api/recaps/language-counts', '/api/health', '/api/auth/me']) },
    { name: 'first screen pages', draw: (d) => d.pick(['/', `/recaps/channel/${d.pick(channelIds)}`]) },
  ];
}

interface FamilyFigure {
  name: string;
  /** The mean of the draws: what one call of the family costs on average, the figure an attacker loops. */
  meanMs: number;
  maxMs: number;
  /** The most expensive draw. */
  worst: string;
  statuses: Record<string, number>;
}

export interface AbuseResult {
  label: string;
  seconds: number;
  draws: number;
  families: FamilyFigure[];
  idle: { firstPage: LoadFigures };
  attack: { families: string[]; attackers: LoadFigures; visitor: LoadFigures };
}

/** Draws per family in the hunt, each timed once after one unmeasured draw. */
const DRAWS = 12;
const ATTACK_FAMILIES = 5;
const ATTACKERS = 8;

function punctuationCounter(count: number): string {
  const marks = '!?.,;:-~';
  let text = '';
  for (let n = count + 1; n > 0; n = Math.floor(n / marks.length)) text += marks[n % marks.length];
  return text;
}

function drawer(seed: number): Draw {
  const random = seededRandom(seed);
  const pool = hostileTexts(seed, 4000);
  let fresh = 0;
  const pick = <T,>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  return {
    random,
    pick,
    text: () => pick(pool),
    // Half the texts get a counter written in punctuation, which the word search ignores but a search inside words
    // does not: an address never asked before, so neither a kept answer nor a kept total can serve it.
    freshText: () => {
      const text = pick(pool);
      return random() < 0.5 ? text : `${text.slice(0, 185)} ${punctuationCounter(fresh++)}`;
    },
  };
}

async function timed(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function measureFamily(base: string, family: Family, d: Draw): Promise<FamilyFigure> {
  await timed(base + family.draw(d));
  const runs: { ms: number; status: number; address: string }[] = [];
  for (let i = 0; i < DRAWS; i++) {
    const address = family.draw(d);
    runs.push({ ...(await timed(base + address)), address });
  }
  const worst = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
  const statuses: Record<string, number> = {};
  for (const run of runs) statuses[run.status] = (statuses[run.status] ?? 0) + 1;
  return { name: family.name, meanMs: runs.reduce((sum, run) => sum + run.ms, 0) / runs.length, maxMs: worst.ms, worst: worst.address, statuses };
}

/** `connections` loops of GET `path()`; an answer of 5xx or 429 counts as an error. */
function loop(base: string, path: () => string, connections: number, seconds: number): Promise<LoadFigures> {
  return loadCalls(async () => {
    const response = await fetch(base + path());
    await response.arrayBuffer();
    if (response.status >= 500 || response.status === 429) throw new Error(`status ${response.status}`);
  }, connections, seconds);
}

async function readCatalogue(dataset: Dataset): Promise<Catalogue> {
  const db = await dataset.open();
  try {
    const busiest = await db.query<{ id: number }>('SELECT channel_id AS id FROM recap_filter_counts GROUP BY channel_id ORDER BY sum(recaps) DESC LIMIT 1');
    const channels = await db.query<{ id: number }>('SELECT id FROM channels WHERE active ORDER BY id');
    // The biggest series (the costliest pages and feeds) and some of every size.
    const series = await db.query<{ slug: string }>(`(SELECT slug FROM series WHERE merged_into IS NULL ORDER BY recap_count DESC LIMIT 100)
      UNION (SELECT slug FROM series WHERE merged_into IS NULL AND id % 97 = 0 LIMIT 200)`);
    const top = await db.query<{ top: number }>('SELECT max(id)::int AS top FROM recaps');
    const maxRecapId = top.rows[0]!.top;
    const videos = await db.query<{ video_id: string }>('SELECT video_id FROM recaps WHERE id % $1::int = 0 LIMIT 5000', [Math.max(1, Math.floor(maxRecapId / 5000))]);
    return {
      busiestChannel: busiest.rows[0]!.id,
      channelIds: channels.rows.map((row) => row.id),
      seriesSlugs: series.rows.map((row) => row.slug),
      videoIds: videos.rows.map((row) => row.video_id),
      maxRecapId,
    };
  } finally {
    await db.close();
  }
}

export async function measureAbuse(root: string, dataset: Dataset, seconds: number, log: (message: string) => void): Promise<AbuseResult> {
  const catalogue = await readCatalogue(dataset);
  const server = await startServer(root, dataset.env);
  try {
    const base = server.url;
    log(`${dataset.label}: timing ${DRAWS} generated requests of each anonymous family`);
    const all = families(catalogue);
    const d = drawer(36);
    const figures: FamilyFigure[] = [];
    for (const family of all) {
      const figure = await measureFamily(base, family, d);
      figures.push(figure);
      log(`  ${figure.name}: mean ${figure.meanMs.toFixed(1)} ms, max ${figure.maxMs.toFixed(1)} ms ${JSON.stringify(figure.statuses)}`);
    }
    const ranked = [...figures].sort((a, b) => b.meanMs - a.meanMs);
    const chosen = ranked.slice(0, ATTACK_FAMILIES).map((figure) => all.find((family) => family.name === figure.name)!);

    log(`${dataset.label}: idle p95 of the first page, one caller at a time`);
    const firstPage = await loop(base, () => homePage(1), 1, seconds);

    log(`${dataset.label}: ${ATTACKERS} clients loop ${chosen.map((family) => family.name).join(', ')} while a visitor loads the first page`);
    let call = 0;
    const [attackers, visitor] = await Promise.all([
      loop(base, () => chosen[call++ % chosen.length]!.draw(d), ATTACKERS, seconds),
      // The visitor starts a moment later, so the attackers are already at it.
      new Promise<LoadFigures>((resolve) => setTimeout(() => resolve(loop(base, () => homePage(1), 1, seconds - 1)), 1000)),
    ]);
    return {
      label: dataset.label,
      seconds,
      draws: DRAWS,
      families: ranked,
      idle: { firstPage },
      attack: { families: chosen.map((family) => family.name), attackers, visitor },
    };
  } finally {
    await server.stop();
  }
}

const ms = (value: number) => value.toFixed(1);

export function renderAbuse(results: AbuseResult[]): string {
  const sections = results.map((result) => {
    const rows = result.families.map((figure) => {
      const statuses = Object.entries(figure.statuses).map(([status, count]) => `${count}× ${status}`).join(', ');
      const worst = figure.worst.length > 90 ? `${figure.worst.slice(0, 87)}…` : figure.worst;
      return `| ${figure.name} | ${ms(figure.meanMs)} | ${ms(figure.maxMs)} | ${statuses} | \`${worst.replaceAll('|', '%7C')}\` |`;
    }).join('\n');
    const { idle, attack } = result;
    const ratio = attack.visitor.p95 / idle.firstPage.p95;
    return `#### ${result.label}

The hunt: ${result.draws} generated requests of each family, one at a time, after one unmeasured draw.

| family | mean ms | max ms | answers | most expensive draw |
| --- | --- | --- | --- | --- |
${rows}

A visitor alone, looping the first page (\`${homePage(1)}\`) for ${result.seconds} s: p50
${ms(idle.firstPage.p50)} ms, p95 ${ms(idle.firstPage.p95)} ms (${idle.firstPage.requests} requests).

Under attack: ${ATTACKERS} anonymous clients loop the five most expensive families (${attack.families.join('; ')}), each
call a fresh draw (${attack.attackers.requests} requests, p95 ${ms(attack.attackers.p95)} ms, ${attack.attackers.errors} errors), while
the visitor loads the first page: p50 ${ms(attack.visitor.p50)} ms, p95 ${ms(attack.visitor.p95)} ms (${attack.visitor.requests}
requests, ${attack.visitor.errors} errors), **${ratio.toFixed(1)}× its idle p95**.
`;
  });
  return sections.join('\n');
}

/** bench/results/abuse.json, or abuse-<kind>.json for a run on one database. */
export function writeAbuseResults(root: string, results: AbuseResult[], kind?: Dataset['kind']): string {
  const file = path.join(root, 'bench', 'results', kind === undefined ? 'abuse.json' : `abuse-${kind}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
