import { chmodSync, mkdirSync } from 'node:fs';

/**
 * The data folder holds the database, rendered pictures and outgoing mail (reset and verification links):
 * readable by the server's own user only. The process umask makes every file the server, PGlite's thread
 * or a mail write creates 0600 and every folder 0700 whatever umask it was started with; the data folder
 * itself is created or tightened to 0700 (an install from before keeps its files, not their old modes).
 */
export function keepFilesPrivate(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}
