import type { ScannerDb } from './scannerDb.ts';
import { runScan, type ScanOptions } from './runScan.ts';
import { parseScanInterval, scanSettingsFromEnv } from './scanSettings.ts';
import { logLine } from '../logLine.ts';

/**
 * Runs a scan every SCAN_INTERVAL inside the server process. Runs never overlap: the next one
 * is scheduled when the previous one has finished. The first run starts one interval after
 * start-up, so a restart loop cannot burn the quota.
 */
export interface ScanIntervalDeps {
  db: ScannerDb;
  /** The server config's scanInterval (SCAN_INTERVAL); a number is minutes. Falls back to the environment. */
  scanInterval?: string | number | null;
  /** The server config's youtubeApiKey; falls back to YOUTUBE_API_KEY. */
  youtubeApiKey?: string | null;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** For tests: replaces the scan itself. */
  scan?: (options: ScanOptions) => Promise<unknown>;
}

export interface ScanIntervalHandle {
  /** Whether scanning is on (an interval and an API key were given). */
  readonly enabled: boolean;
  /** Stops scheduling and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startScanInterval(deps: ScanIntervalDeps): ScanIntervalHandle {
  const settings = scanSettingsFromEnv(deps.env ?? process.env);
  const intervalMs = deps.scanInterval !== undefined ? parseScanInterval(deps.scanInterval) : settings.intervalMs;
  const apiKey = deps.youtubeApiKey ?? settings.apiKey;
  const log = deps.log ?? ((line: string) => logLine('info', `[scanner] ${line}`));
  if (!intervalMs) return { enabled: false, stop: async () => {} };
  if (!apiKey) {
    log('SCAN_INTERVAL is set but YOUTUBE_API_KEY is not: scanning stays off');
    return { enabled: false, stop: async () => {} };
  }
  const scan = deps.scan ?? runScan;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = scan({
        db: deps.db,
        apiKey,
        apiBase: settings.apiBase,
        quotaCap: settings.quotaCap,
        discovery: settings.discovery,
        discoveryLanguages: settings.discoveryLanguages,
        log,
      })
        .then(() => undefined)
        .catch((error: unknown) => log(`scan failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          running = null;
          schedule();
        });
    }, intervalMs);
    timer.unref();
  };
  schedule();
  log(`scanning every ${Math.round(intervalMs / 60_000)} min`);
  return {
    enabled: true,
    async stop() {
      stopped = true;
      // Both take null: no timer set yet, no scan under way.
      clearTimeout(timer ?? undefined);
      await running;
    },
  };
}
