/**
 * `npm run bench -- --import`: importing a heavy reader's MyAnimeList list, end to end, on PGlite at 100,000 recaps.
 * The list has 2,000 entries in MyAnimeList's export format (about 2 MB): 1,400 name series of the catalogue (by
 * their MyAnimeList id where the series has one, else by name or, every other entry, an other title), and 600 name
 * nothing the catalogue has. A member with an empty shelf uploads it (POST /api/account/import), keeps
 * every match and the first candidate of every ambiguous entry, and imports them (POST /api/account/import/apply);
 * then does it all again with the same file, which changes nothing. Each is timed from the first byte sent to the
 * last byte of the summary, against the server process. Target: ≤ 3 s for the first import. Prints a Markdown
 * section for docs/performance.md and writes bench/results/listImport.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSession } from '../server/auth/sessions.ts';
import { SESSION_COOKIE } from '../server/auth/currentUser.ts';
import type { Db } from '../server/db/driver.ts';
import type { ImportPreview, ImportSummary } from '../src/api/types.ts';
import type { Dataset } from './datasets.ts';
import { startServer } from './processes.ts';

const ENTRIES = 2_000;
const KNOWN = 1_400;
const MEMBER = 'bench_list_import';
const TARGET_MS = 3_000;

interface ImportRun {
  name: string;
  previewMs: number;
  applyMs: number;
  totalMs: number;
  summary: ImportSummary;
  preview: { matched: number; ambiguous: number; missing: number };
}

export interface ListImportResult {
  label: string;
  entries: number;
  fileBytes: number;
  runs: ImportRun[];
  targetMs: number;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const STATUSES = ['Reading', 'Completed', 'On-Hold', 'Dropped', 'Plan to Read'];

/** The list, in the shape MyAnimeList writes it, built from the catalogue's own series. */
async function heavyList(db: Db): Promise<string> {
  const { rows } = await db.query<{ name: string; alt_titles: string[]; mal: string | null }>(
    `SELECT name, alt_titles, links->>'myanimelist' AS mal FROM series WHERE merged_into IS NULL AND recap_count > 0 ORDER BY recap_count DESC, id LIMIT ${KNOWN}`,
  );
  const manga: string[] = [];
  for (let index = 0; index < ENTRIES; index++) {
    const series = index < KNOWN && rows.length > 0 ? rows[index % rows.length]! : null;
    // An entry carries the story's MyAnimeList id: the series' own when the catalogue knows it (a tracker match),
    // else one the catalogue has not (a title match); every other entry is written under an other title.
    const id = series?.mal ?? String(900_000 + index);
    const title = series === null ? `A Story the Catalogue Never Recapped, Part ${index}`
      : index % 2 === 1 && series.alt_titles.length > 0 ? series.alt_titles[index % series.alt_titles.length]! : series.name;
    manga.push(`\t<manga>
\t\t<manga_mangadb_id>${id}</manga_mangadb_id>
\t\t<manga_title><![CDATA[${title}]]></manga_title>
\t\t<manga_volumes>0</manga_volumes>
\t\t<manga_chapters>0</manga_chapters>
\t\t<my_id>0</my_id>
\t\t<my_read_volumes>0</my_read_volumes>
\t\t<my_read_chapters>${(index * 7) % 300}</my_read_chapters>
\t\t<my_start_date>0000-00-00</my_start_date>
\t\t<my_finish_date>0000-00-00</my_finish_date>
\t\t<my_scanalation_group><![CDATA[]]></my_scanalation_group>
\t\t<my_score>0</my_score>
\t\t<my_storage></my_storage>
\t\t<my_retail_volumes>0</my_retail_volumes>
\t\t<my_status>${escapeXml(STATUSES[index % STATUSES.length]!)}</my_status>
\t\t<my_comments><![CDATA[]]></my_comments>
\t\t<my_times_read>0</my_times_read>
\t\t<my_tags><![CDATA[]]></my_tags>
\t\t<my_priority>Low</my_priority>
\t\t<my_reread_value></my_reread_value>
\t\t<my_rereading>NO</my_rereading>
\t\t<my_discuss>YES</my_discuss>
\t\t<my_sns>default</my_sns>
\t\t<update_on_import>1</update_on_import>
\t</manga>`);
  }
  return `<?xml version="1.0" encoding="UTF-8" ?>
<myanimelist>
\t<myinfo>
\t\t<user_id>1</user_id>
\t\t<user_name>${MEMBER}</user_name>
\t\t<user_export_type>2</user_export_type>
\t\t<user_total_manga>${ENTRIES}</user_total_manga>
\t</myinfo>
${manga.join('\n')}
</myanimelist>
`;
}

/** A member with an empty shelf (made again on every run), and a session for it. */
async function freshMember(db: Db): Promise<string> {
  await db.query('DELETE FROM users WHERE username = $1', [MEMBER]);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, email_verified) VALUES ($1, $1 || '@example.com', 'not-a-password-hash', true) RETURNING id`,
    [MEMBER],
  );
  return `${SESSION_COOKIE}=${await createSession(db, rows[0]!.id)}`;
}

export async function measureListImport(root: string, dataset: Dataset, log: (message: string) => void): Promise<ListImportResult> {
  const db = await dataset.open();
  let list: string;
  let cookie: string;
  try {
    list = await heavyList(db);
    cookie = await freshMember(db);
  } finally {
    await db.close();
  }
  const server = await startServer(root, dataset.env);
  try {
    const importOnce = async (name: string): Promise<ImportRun> => {
      const started = performance.now();
      const uploaded = await fetch(`${server.url}/api/account/import`, { method: 'POST', headers: { cookie, 'content-type': 'application/xml' }, body: list });
      const preview = (await uploaded.json()) as ImportPreview;
      if (uploaded.status !== 200) throw new Error(`the upload answered ${uploaded.status}: ${JSON.stringify(preview)}`);
      const previewed = performance.now();
      const entries = [
        ...preview.matched.map(({ series, status, chapters }) => ({ slug: series.slug, status, chapters })),
        ...preview.ambiguous.map(({ candidates, status, chapters }) => ({ slug: candidates[0]!.slug, status, chapters })),
      ];
      const applied = await fetch(`${server.url}/api/account/import/apply`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ entries }) });
      const summary = (await applied.json()) as ImportSummary;
      if (applied.status !== 200) throw new Error(`the import answered ${applied.status}: ${JSON.stringify(summary)}`);
      const done = performance.now();
      log(`${dataset.label}: ${name}, ${(done - started).toFixed(0)} ms`);
      return {
        name, previewMs: previewed - started, applyMs: done - previewed, totalMs: done - started, summary,
        preview: { matched: preview.matched.length, ambiguous: preview.ambiguous.length, missing: preview.missing.length },
      };
    };
    const runs = [await importOnce('first import, empty shelf'), await importOnce('the same file again')];
    return { label: dataset.label, entries: ENTRIES, fileBytes: Buffer.byteLength(list), runs, targetMs: TARGET_MS };
  } finally {
    await server.stop();
  }
}

const ms = (value: number) => value.toFixed(0);

export function renderListImport(result: ListImportResult): string {
  const rows = result.runs.map((run) =>
    `| ${run.name} | ${run.preview.matched} / ${run.preview.ambiguous} / ${run.preview.missing} | ${ms(run.previewMs)} | ${ms(run.applyMs)} | ${ms(run.totalMs)} | ${run.summary.followed} / ${run.summary.updated} / ${run.summary.skipped} |`).join('\n');
  const first = result.runs[0]!;
  return `### ${result.label}, a ${result.entries.toLocaleString('en')}-entry MyAnimeList list (${(result.fileBytes / 1024 / 1024).toFixed(1)} MB)

| run | matched / ambiguous / missing | preview ms | import ms | end to end ms | followed / updated / skipped |
| --- | --- | --- | --- | --- | --- |
${rows}

Target: the first import end to end ≤ ${result.targetMs.toLocaleString('en')} ms: ${first.totalMs <= result.targetMs ? 'met' : 'not met'}.
`;
}

export function writeListImportResults(root: string, result: ListImportResult): string {
  const file = path.join(root, 'bench', 'results', 'listImport.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
