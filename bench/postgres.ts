import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { run } from './processes.ts';

export interface PostgresCluster {
  url: string;
  /** The settings that differ from PostgreSQL's defaults, for the report. */
  settings: string;
  stop(): Promise<void>;
}

function postgresBin(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  if (versions.length === 0) throw new Error('PostgreSQL binaries not found: install postgresql or set PG_BIN, or pass --database-url');
  return path.join(root, versions[versions.length - 1], 'bin');
}

const PORT = 54340;
// A quarter of a small server's memory; everything else stays at PostgreSQL's defaults.
const SETTINGS = ['shared_buffers=1GB', 'max_connections=100'];

/**
 * A benchmark PostgreSQL server on loopback, kept in `folder` between runs so a seeded million
 * recaps is seeded once. PostgreSQL refuses to run as root, so root runs it as `postgres`.
 */
export async function startPostgres(folder: string): Promise<PostgresCluster> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const wrap = (command: string, args: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);
  mkdirSync(folder, { recursive: true });
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'], { quiet: true })).trim());
    chownSync(folder, uid, -1);
  }
  const data = path.join(folder, 'data');
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    await run(...wrap(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres']), { quiet: true });
  }
  const url = `postgres://postgres@127.0.0.1:${PORT}/postgres`;
  const status = await run(...wrap(path.join(bin, 'pg_ctl'), ['-D', data, 'status']), { quiet: true }).then(() => 'running', () => 'stopped');
  let startedHere = false;
  if (status === 'stopped') {
    const options = ['-p', String(PORT), '-h', '127.0.0.1', '-k', folder, ...SETTINGS.flatMap((setting) => ['-c', setting])].join(' ');
    await run(...wrap(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(folder, 'log'), '-w', '-o', options, 'start']), { quiet: true });
    startedHere = true;
  }
  return {
    url,
    settings: SETTINGS.join(', '),
    stop: async () => {
      if (startedHere) await run(...wrap(path.join(bin, 'pg_ctl'), ['-D', data, 'stop', '-m', 'fast']), { quiet: true });
    },
  };
}
