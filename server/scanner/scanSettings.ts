import { DEFAULT_QUOTA_CAP } from './runScan.ts';
import { DEFAULT_YOUTUBE_API_BASE } from './youtubeClient.ts';

/**
 * The scanner's environment:
 *   YOUTUBE_API_KEY            required to scan
 *   YOUTUBE_API_BASE           default https://www.googleapis.com/youtube/v3 (tests point it at the local fake)
 *   SCAN_INTERVAL              how often the server scans: 90s, 30m, 6h, 1d, or a plain number of minutes; unset or 0: never
 *   SCAN_QUOTA_CAP             quota units one run may spend, default 5000 (the daily allowance is 10,000)
 *   SCAN_DISCOVERY             always | daily | never, default daily
 *   SCAN_DISCOVERY_LANGUAGES   comma list, default every language discovery knows a query for
 */
export interface ScanSettings {
  apiKey: string | null;
  apiBase: string;
  intervalMs: number | null;
  quotaCap: number;
  discovery: 'always' | 'daily' | 'never';
  discoveryLanguages: string[] | undefined;
}

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** null for "never"; throws on text that is no interval, so a typo does not silently disable scanning. */
export function parseScanInterval(text: string | number | undefined | null): number | null {
  if (text === undefined || text === null || text === '' || text === '0') return null;
  if (typeof text === 'number') return text > 0 ? text * UNIT_MS.m : null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([smhd]?)\s*$/i.exec(text);
  if (!match) throw new Error(`SCAN_INTERVAL must look like 90s, 30m, 6h, 1d or a number of minutes, got "${text}"`);
  const ms = Number(match[1]) * UNIT_MS[(match[2] || 'm').toLowerCase()];
  if (ms < 60_000) throw new Error(`SCAN_INTERVAL must be at least one minute, got "${text}"`);
  return ms;
}

export function scanSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ScanSettings {
  const discovery = env.SCAN_DISCOVERY ?? 'daily';
  if (discovery !== 'always' && discovery !== 'daily' && discovery !== 'never') {
    throw new Error(`SCAN_DISCOVERY must be always, daily or never, got "${discovery}"`);
  }
  const quotaCap = env.SCAN_QUOTA_CAP ? Number(env.SCAN_QUOTA_CAP) : DEFAULT_QUOTA_CAP;
  if (!Number.isInteger(quotaCap) || quotaCap <= 0) throw new Error(`SCAN_QUOTA_CAP must be a positive whole number, got "${env.SCAN_QUOTA_CAP}"`);
  return {
    apiKey: env.YOUTUBE_API_KEY || null,
    apiBase: env.YOUTUBE_API_BASE || DEFAULT_YOUTUBE_API_BASE,
    intervalMs: parseScanInterval(env.SCAN_INTERVAL),
    quotaCap,
    discovery,
    discoveryLanguages: env.SCAN_DISCOVERY_LANGUAGES ? env.SCAN_DISCOVERY_LANGUAGES.split(',').map((l) => l.trim()).filter(Boolean) : undefined,
  };
}
