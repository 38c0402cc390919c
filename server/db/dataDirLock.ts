import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Another live process holds the folder; `owner` is its pid, so a command can say what to do instead. */
class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: number,
    options: ErrorOptions,
  ) {
    super(
      `The embedded database in ${folder} is already in use by process ${owner}. ` +
        'Stop that process first, or point DATA_DIR at another folder, or use DATABASE_URL for a PostgreSQL server ' +
        'that several processes can share.',
      options,
    );
  }
}

/**
 * PGlite has no lock of its own and two processes on one data folder corrupt it, so the folder
 * carries a lock file with the owner's pid; a lock left by a dead process is taken over.
 */
export function lockDataFolder(folder: string): () => void {
  mkdirSync(folder, { recursive: true });
  const lockFile = path.join(folder, 'recapshelf.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && processIsAlive(owner)) {
        throw new DataFolderInUseError(folder, owner, { cause: error });
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${folder}`);
}

/**
 * For a command-line tool beside the server: the lock on the embedded database (none is needed on PostgreSQL),
 * or, while a server holds it, `null` after telling the operator on stderr what to do instead.
 */
export function lockForCommand(config: { databaseUrl?: string; dataDir: string }, whatToDo: string): (() => void) | null {
  if (config.databaseUrl) return () => {};
  try {
    return lockDataFolder(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(`The embedded database in ${error.folder} is in use by process ${error.owner}, most likely the server. ${whatToDo}`);
    return null;
  }
}
