import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
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

/** Reads the settings of the configuration table (README) with their documented defaults. */
export function loadConfig(env: Env = process.env): Config {
  const port = parsePort(nonEmpty(env.PORT));
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? './data');
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    appUrl: (nonEmpty(env.APP_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailDir: path.resolve(nonEmpty(env.MAIL_DIR) ?? path.join(dataDir, 'mail')),
    demoData: nonEmpty(env.DEMO_DATA) !== '0',
    scanInterval: nonEmpty(env.SCAN_INTERVAL),
    youtubeApiKey: nonEmpty(env.YOUTUBE_API_KEY),
  };
}
