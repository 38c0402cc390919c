import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { check, postgresBin } from '../../reliability/lib.ts';
import { openDatabase } from '../../server/db/driver.ts';
import { documentedBlock } from './nginxSite.ts';

function run(command: string, what: string): void {
  const result = spawnSync('sh', ['-c', command], { encoding: 'utf8', env: { ...process.env, PATH: `${postgresBin()}:${process.env.PATH ?? ''}` } });
  check(result.status === 0, `${what} failed: ${command}\n${result.stdout}${result.stderr}`);
}

/**
 * The documented backup and restore, run: the cron line as written (its schedule and user aside) against the
 * site's database, then the documented pg_restore line into a fresh database owned by a `recapshelf` role.
 * Only the folder and the database change. Returns the restored database's URL.
 */
export async function backUpAndRestore(root: string, work: string, databaseUrl: string, clusterUrl: (database?: string) => string): Promise<{ dump: string; restoredUrl: string }> {
  const folder = path.join(work, 'backups');
  mkdirSync(folder, { mode: 0o700 });
  // The schedule's five fields and the user are cron's; cron reads `\%` as `%`.
  const cronLine = documentedBlock(root, 'backup').trim();
  const command = /^(?:\S+\s+){6}(.*)$/.exec(cronLine)?.[1];
  check(command?.includes('--dbname=recapshelf') && command.includes('/var/backups/recapshelf/'), `the documented backup line changed: ${cronLine}`);
  run(command!.replaceAll('\\%', '%').replaceAll('/var/backups/recapshelf/', `${folder}/`).replaceAll('/var/backups/recapshelf ', `${folder} `)
    .replace('--dbname=recapshelf', `--dbname=${databaseUrl}`), 'the backup');
  const dumps = readdirSync(folder);
  check(dumps.length === 1 && /^recapshelf-\d{4}-\d{2}-\d{2}\.dump$/.test(dumps[0]!), `the backup wrote ${dumps.join(', ') || 'nothing'}`);
  const dump = path.join(folder, dumps[0]!);
  const mode = statSync(dump).mode & 0o777;
  check(mode === 0o600, `the dump is readable beyond its owner (mode ${mode.toString(8)})`);

  // The doc's `createdb --owner recapshelf recapshelf`, into a database of the test's own.
  const admin = await openDatabase({ databaseUrl: clusterUrl() });
  try {
    await admin.query("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'recapshelf') THEN CREATE ROLE recapshelf LOGIN; END IF; END $$");
    await admin.query('CREATE DATABASE recapshelf_restored OWNER recapshelf');
  } finally {
    await admin.close();
  }
  const restoredUrl = clusterUrl('recapshelf_restored');
  const restoreLine = documentedBlock(root, 'restore').split('\n').find((line) => line.includes('pg_restore '));
  check(restoreLine !== undefined && restoreLine.includes('--dbname=recapshelf '), 'the documented restore has no pg_restore line');
  run(restoreLine!.replace(/^sudo -u postgres /, '').replace('--dbname=recapshelf ', `--dbname=${restoredUrl} `)
    .replace(/\/var\/backups\/recapshelf\/\S+\.dump/, dump), 'the restore');
  return { dump, restoredUrl };
}
