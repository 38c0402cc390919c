import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

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

/**
 * Files already in the data folder keep the modes they were created with: PGlite unpacks its first database
 * 0666 whatever the umask, and an older install's media and mail are world-readable. Tightened once the
 * database is open (files 0600, folders 0700); anything created later follows the umask above.
 */
export function tightenExistingFiles(dataDir: string): void {
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(file, 0o700);
    else if (entry.isFile()) chmodSync(file, 0o600);
  }
}
