import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Connections to DATABASE_URL per process; unset means the driver's default. */
  databasePoolSize?: number;
  /** PostgreSQL cancels a request's statement past this many milliseconds (DATABASE_STATEMENT_TIMEOUT, default 5000; 0: none). */
  databaseStatementTimeoutMs: number;
  appUrl: string;
  smtpUrl?: string;
  mailDir: string;
  demoData: boolean;
  scanInterval?: string;
  youtubeApiKey?: string;
}

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}"`);
  }
  return port;
}

function parsePoolSize(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 1000) {
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not "${value}"`);
  }
  return size;
}

function parseStatementTimeout(value: string | undefined): number {
  if (value === undefined) return 5000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`DATABASE_STATEMENT_TIMEOUT must be a whole number of milliseconds, not "${value}"`);
  return ms;
}

/** Reads the settings of the configuration table (README) with their documented defaults. */
export function loadConfig(env: Env = process.env): Config {
  const port = parsePort(nonEmpty(env.PORT));
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? './data');
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databasePoolSize: parsePoolSize(nonEmpty(env.DATABASE_POOL_SIZE)),
    databaseStatementTimeoutMs: parseStatementTimeout(nonEmpty(env.DATABASE_STATEMENT_TIMEOUT)),
    appUrl: (nonEmpty(env.APP_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailDir: path.resolve(nonEmpty(env.MAIL_DIR) ?? path.join(dataDir, 'mail')),
    demoData: nonEmpty(env.DEMO_DATA) !== '0',
    scanInterval: nonEmpty(env.SCAN_INTERVAL),
    youtubeApiKey: nonEmpty(env.YOUTUBE_API_KEY),
  };
}
