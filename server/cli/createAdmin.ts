import path from 'node:path';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/driver.ts';
import { lockForCommand } from '../db/dataDirLock.ts';
import { keepFilesPrivate, tightenExistingFiles } from '../files/privateFiles.ts';
import { migrate } from '../db/migrate.ts';
import { hashPassword } from '../auth/passwords.ts';
import { deleteUserSessions } from '../auth/sessions.ts';

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question('Password (at least 8 characters): ');
  prompt.close();
  return answer;
}

/**
 * Creates a verified admin, or makes an existing user (same username or email) an admin. Promoting a
 * member ends every session the account already has: a session that began with member rights (perhaps on a
 * shared or stolen device) must not silently gain admin rights, so the new admin logs in again.
 */
export async function createAdmin(db: Db, username: string, email: string, password: string): Promise<string> {
  return db.transaction(async (tx) => {
    const existing = await tx.query<{ id: number; is_admin: boolean }>(
      'SELECT id, is_admin FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($2) FOR UPDATE',
      [username, email],
    );
    const user = existing.rows[0];
    if (user !== undefined) {
      await tx.query('UPDATE users SET is_admin = true, email_verified = true WHERE id = $1', [user.id]);
      if (user.is_admin) return `User ${username} is already an admin.`;
      await deleteUserSessions(tx, user.id);
      return `User ${username} is now an admin. Their existing sessions were ended: they must log in again.`;
    }
    await tx.query(
      'INSERT INTO users (username, email, password_hash, is_admin, email_verified) VALUES ($1, $2, $3, true, true)',
      [username, email, await hashPassword(password)],
    );
    return `Admin ${username} created.`;
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { username: { type: 'string' }, email: { type: 'string' } } });
  if (!values.username || !values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
    throw new Error('Usage: npm run create-admin -- --username NAME --email EMAIL');
  }
  const password = await readPassword();
  if (password.length < 8) throw new Error('The password must be at least 8 characters.');
  const config = loadConfig();
  keepFilesPrivate(config.dataDir);
  // The embedded database opens in one process at a time, so the operator is told the exact way through.
  const unlock = lockForCommand(
    config,
    'Stop the server (Ctrl+C where npm start runs), run npm run create-admin again, then start the server. ' +
      'On PostgreSQL (DATABASE_URL) create-admin works while the server runs.',
  );
  if (unlock === null) {
    process.exitCode = 4;
    return;
  }
  const db = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ dataDir: path.join(config.dataDir, 'db') });
  // PGlite unpacks a first database world-readable whatever the umask: private before the password hash is written.
  tightenExistingFiles(config.dataDir);
  try {
    await migrate(db);
    console.log(await createAdmin(db, values.username, values.email, password));
  } finally {
    await db.close();
    unlock();
  }
}

// Run only as the command, so tests can import createAdmin without starting it.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
