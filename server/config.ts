import path from 'node:path';
import { isLocalTrial } from './localTrial.ts';

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
  /** APP_URL's origin when APP_URL is set: the only Origin unsafe requests may come from (publicOrigin.ts). */
  publicOrigin?: string;
  /** TRUST_PROXY, handed to Fastify's trustProxy: false, true, a hop count or a list of addresses. */
  trustProxy: boolean | number | string[];
  /** LOG_LEVEL: pino's level name, or silent. */
  logLevel: string;
  /** METRICS_TOKEN: a bearer token that opens GET /metrics to other addresses than loopback. */
  metricsToken?: string;
  smtpUrl?: string;
  mailDir: string;
  /** THUMBNAIL_CACHE_MB: the rendered recap thumbnails kept on disk, in bytes; the least recently used go first. */
  thumbnailCacheBytes: number;
  /** FIRST_ROWS_BUDGET_MS: how long a list page waits for its first recaps before it is sent without them (firstScreen.ts). */
  firstRowsBudgetMs: number;
  /** DEMO_DATA: seed the demo catalogue on an empty database; by default only for a local trial (localTrial.ts). */
  demoData: boolean;
  /**
   * The demo accounts' passwords: README's known ones only for a local trial; anywhere else fresh random ones,
   * printed once at seeding, so no deployment has an account anyone could log in to.
   */
  demoPasswords: 'known' | 'random';
  scanInterval?: string;
  youtubeApiKey?: string;
}

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * A setting that is a whole number from `min` to `max` (of `unit`, when it has one), refused otherwise with a
 * sentence that says what it takes.
 */
function wholeNumber(name: string, value: string, min: number, max: number, unit?: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be a whole number${unit === undefined ? '' : ` of ${unit}`} from ${min} to ${max}, not "${value}"`);
  }
  return number;
}

function parsePort(value: string | undefined): number {
  return value === undefined ? 3000 : wholeNumber('PORT', value, 0, 65535);
}

/** The address with its password (in the user part or a password= parameter) masked: an error must not print it. */
function maskPassword(value: string): string {
  return value.replace(/^((?:[^:/@]+:\/\/)?[^:/@]*:).*@/, '$1***@').replace(/([?&]password=)[^&]*/gi, '$1***');
}

// pg reads "user@/db?host=/socket" (no host before the path) too; the URL parser needs a host there to say yes.
function parsesAsAddress(value: string): boolean {
  return URL.canParse(value) || URL.canParse(value.replace('@/', '@localhost/'));
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^postgres(ql)?:\/\//i.test(value) || !parsesAsAddress(value)) {
    throw new Error(`DATABASE_URL must be a postgres:// address such as postgres://user:password@host:5432/db, not "${maskPassword(value)}"`);
  }
  return value;
}

function parseDemoData(value: string | undefined, localTrial: boolean): boolean {
  if (value === undefined) return localTrial;
  if (value !== '0' && value !== '1') throw new Error(`DEMO_DATA must be 1 (seed the demo catalogue) or 0 (do not), not "${value}"`);
  return value === '1';
}

function parsePoolSize(value: string | undefined): number | undefined {
  return value === undefined ? undefined : wholeNumber('DATABASE_POOL_SIZE', value, 1, 1000);
}

function parseStatementTimeout(value: string | undefined): number {
  if (value === undefined) return 5000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`DATABASE_STATEMENT_TIMEOUT must be a whole number of milliseconds, not "${value}"`);
  return ms;
}

function parseThumbnailCacheMb(value: string | undefined): number {
  // About 14 KB a thumbnail: some 18,000 recaps' pictures, a few minutes of rendering to fill again.
  const megabytes = value === undefined ? 256 : wholeNumber('THUMBNAIL_CACHE_MB', value, 1, 1_000_000, 'megabytes');
  return megabytes * 1024 * 1024;
}

/** The default: the first rows are one indexed query; a database slower than this serves the page without them. */
export const FIRST_ROWS_BUDGET_MS = 250;

function parseFirstRowsBudget(value: string | undefined): number {
  return value === undefined ? FIRST_ROWS_BUDGET_MS : wholeNumber('FIRST_ROWS_BUDGET_MS', value, 1, 60_000, 'milliseconds');
}

function parseAppUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`APP_URL must be an absolute http or https address such as https://recaps.example, not "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`APP_URL must be an absolute http or https address such as https://recaps.example, not "${value}"`);
  }
  return url.origin;
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^[0-9]+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((address) => address.trim()).filter((address) => address !== '');
  if (addresses.some((address) => !/^[0-9A-Fa-f.:/]+$|^(loopback|linklocal|uniquelocal)$/.test(address))) {
    throw new Error(`TRUST_PROXY must be true, a hop count or a comma-separated list of addresses or subnets, not "${value}"`);
  }
  return addresses;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parseLogLevel(value: string | undefined): string {
  // Under the test runner the server is quiet unless a test run asks for its lines.
  if (value === undefined) return process.env.VITEST ? 'silent' : 'info';
  if (!LOG_LEVELS.includes(value)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
  return value;
}

/** Reads the settings of the configuration table (README) with their documented defaults. */
export function loadConfig(env: Env = process.env): Config {
  const port = parsePort(nonEmpty(env.PORT));
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? './data');
  const host = nonEmpty(env.HOST) ?? '127.0.0.1';
  const databaseUrl = parseDatabaseUrl(nonEmpty(env.DATABASE_URL));
  const publicOrigin = parseAppUrl(nonEmpty(env.APP_URL));
  const localTrial = isLocalTrial({ databaseUrl, host, publicOrigin });
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databasePoolSize: parsePoolSize(nonEmpty(env.DATABASE_POOL_SIZE)),
    databaseStatementTimeoutMs: parseStatementTimeout(nonEmpty(env.DATABASE_STATEMENT_TIMEOUT)),
    appUrl: (nonEmpty(env.APP_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    publicOrigin,
    trustProxy: parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
    logLevel: parseLogLevel(nonEmpty(env.LOG_LEVEL)),
    metricsToken: nonEmpty(env.METRICS_TOKEN),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailDir: path.resolve(nonEmpty(env.MAIL_DIR) ?? path.join(dataDir, 'mail')),
    thumbnailCacheBytes: parseThumbnailCacheMb(nonEmpty(env.THUMBNAIL_CACHE_MB)),
    firstRowsBudgetMs: parseFirstRowsBudget(nonEmpty(env.FIRST_ROWS_BUDGET_MS)),
    demoData: parseDemoData(nonEmpty(env.DEMO_DATA), localTrial),
    demoPasswords: localTrial ? 'known' : 'random',
    scanInterval: nonEmpty(env.SCAN_INTERVAL),
    youtubeApiKey: nonEmpty(env.YOUTUBE_API_KEY),
  };
}
