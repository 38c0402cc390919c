import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DATABASE_URL_SENTENCE = 'DATABASE_URL must be a postgres:// address such as postgres://user:password@host:5432/db, not';

describe('configuration', () => {
  it('leaves the PostgreSQL pool size to the driver unless DATABASE_POOL_SIZE is set', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: ' 6 ' }).databasePoolSize).toBe(6);
  });

  it('refuses a pool size that is not a whole number from 1 to 1000, naming the variable', () => {
    for (const value of ['0', '-2', '2.5', 'many', '1001']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not "${value}"`);
    }
  });

  it('caps the thumbnail cache at 256 MB unless THUMBNAIL_CACHE_MB says otherwise, refusing what is not whole megabytes', () => {
    expect(loadConfig({}).thumbnailCacheBytes).toBe(256 * 1024 * 1024);
    expect(loadConfig({ THUMBNAIL_CACHE_MB: '64' }).thumbnailCacheBytes).toBe(64 * 1024 * 1024);
    for (const value of ['0', '-1', '1.5', 'lots', '1000001']) {
      expect(() => loadConfig({ THUMBNAIL_CACHE_MB: value })).toThrow(`THUMBNAIL_CACHE_MB must be a whole number of megabytes from 1 to 1000000, not "${value}"`);
    }
  });

  it('gives a list page 250 ms for its first recaps unless FIRST_ROWS_BUDGET_MS says otherwise, refusing what is not whole milliseconds', () => {
    expect(loadConfig({}).firstRowsBudgetMs).toBe(250);
    expect(loadConfig({ FIRST_ROWS_BUDGET_MS: '2000' }).firstRowsBudgetMs).toBe(2000);
    for (const value of ['0', '-5', '2.5', 'soon', '60001']) {
      expect(() => loadConfig({ FIRST_ROWS_BUDGET_MS: value })).toThrow(`FIRST_ROWS_BUDGET_MS must be a whole number of milliseconds from 1 to 60000, not "${value}"`);
    }
  });

  it('takes the postgres:// addresses pg reads, the local socket form of the deployment doc among them', () => {
    for (const url of ['postgres://user:secret@db.example:5432/recaps', 'postgresql://db.example/recaps', 'postgres://recapshelf@/recapshelf?host=/var/run/postgresql']) {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it('refuses a DATABASE_URL that is not a postgres:// address, naming the variable and never printing the password', () => {
    const refusals: [value: string, shown: string][] = [
      ['not a url', 'not a url'],
      ['mysql://user:secret@db.example/recaps', 'mysql://user:***@db.example/recaps'],
      ['postgres://user:s3cr@t@db.example:99999/recaps', 'postgres://user:***@db.example:99999/recaps'],
      ['user:secret@db.example/recaps', 'user:***@db.example/recaps'],
      ['postgres://db.example:port/recaps?password=secret&sslmode=require', 'postgres://db.example:port/recaps?password=***&sslmode=require'],
    ];
    for (const [value, shown] of refusals) {
      expect(() => loadConfig({ DATABASE_URL: value }), value).toThrow(`${DATABASE_URL_SENTENCE} "${shown}"`);
    }
  });

  it('stops the server with that sentence, not the parser\'s "Invalid URL"', async () => {
    const started = promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT, env: { ...process.env, DATABASE_URL: 'postgres://user:hunter22@db.example:99999/recaps' },
    });
    const failure = await started.then(() => null, (error: { code: number; stderr: string }) => error);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe(`${DATABASE_URL_SENTENCE} "postgres://user:***@db.example:99999/recaps"`);
  }, 60_000);
});
