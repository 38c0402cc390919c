import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import path from 'node:path';
import { openDatabase, type Db } from '../db/driver.ts';
import { lockForCommand } from '../db/dataDirLock.ts';
import { migrate } from '../db/migrate.ts';
import { keepFilesPrivate, tightenExistingFiles } from '../files/privateFiles.ts';
import { registerChannel } from '../scanner/channelRegistration.ts';
import { QuotaBudget } from '../scanner/quotaBudget.ts';
import { runScan, type ScanOptions } from '../scanner/runScan.ts';
import { scanSettingsFromEnv } from '../scanner/scanSettings.ts';
import { YoutubeClient } from '../scanner/youtubeClient.ts';

/**
 * One scan pass: `npm run scan [-- options]`
 *   --add-channel REF   add a channel first (UC… id, or a /channel/, @handle, /c/ or /user/ address); repeatable
 *   --language CODE     language of the channels added with --add-channel (default: what the API reports, else en)
 *   --quota N           quota units this run may spend (default SCAN_QUOTA_CAP or 5000)
 *   --discovery MODE    always | daily | never (default SCAN_DISCOVERY or daily)
 *   --no-thumbnails     skip thumbnail hashing and matching
 * Needs YOUTUBE_API_KEY; YOUTUBE_API_BASE points it elsewhere than the real API.
 * Opens the server's database: DATABASE_URL, else the embedded one in DATA_DIR/db. The embedded
 * database takes one process, so while a server runs on it the scan is refused: the server scans
 * by itself every SCAN_INTERVAL.
 */
const { values } = parseArgs({
  options: {
    'add-channel': { type: 'string', multiple: true },
    language: { type: 'string' },
    quota: { type: 'string' },
    discovery: { type: 'string' },
    'no-thumbnails': { type: 'boolean' },
  },
});

async function main(): Promise<number> {
  const settings = scanSettingsFromEnv();
  if (!settings.apiKey) {
    console.error('YOUTUBE_API_KEY is not set: the scanner needs a YouTube Data API v3 key.');
    return 2;
  }
  const quotaCap = values.quota ? Number(values.quota) : settings.quotaCap;
  if (!Number.isInteger(quotaCap) || quotaCap <= 0) {
    console.error(`--quota must be a positive whole number, got "${values.quota}"`);
    return 2;
  }
  const discovery = values.discovery ?? settings.discovery;
  if (discovery !== 'always' && discovery !== 'daily' && discovery !== 'never') {
    console.error(`--discovery must be always, daily or never, got "${discovery}"`);
    return 2;
  }
  const config = loadConfig();
  // The same modes as the server's: the embedded database and pictures are the server's files.
  keepFilesPrivate(config.dataDir);
  const unlock = lockForCommand(
    config,
    'Stop the server to scan from the command line, or let the server scan on its own: set SCAN_INTERVAL (for example SCAN_INTERVAL=6h) in its environment.',
  );
  if (unlock === null) return 4;
  try {
    const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') });
    tightenExistingFiles(config.dataDir);
    try {
      return await scan({
        db,
        apiKey: settings.apiKey,
        apiBase: settings.apiBase,
        quotaCap,
        discovery,
        discoveryLanguages: settings.discoveryLanguages,
        thumbnails: !values['no-thumbnails'],
        log: (line) => console.log(line),
      });
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

/** Adds the channels of --add-channel, then runs one pass; the exit code. */
async function scan(options: ScanOptions & { db: Db }): Promise<number> {
  const { db } = options;
  await migrate(db);
  for (const reference of values['add-channel'] ?? []) {
    const client = new YoutubeClient({ apiKey: options.apiKey, baseUrl: options.apiBase, budget: new QuotaBudget(1) });
    const result = await registerChannel(db, client, reference, values.language);
    if (result.status === 'not-found') console.error(`channel not found: ${reference}`);
    else console.log(`${result.status === 'added' ? 'added' : 'already catalogued'}: ${result.name}`);
  }
  const summary = await runScan(options);
  if (summary.status === 'busy') return 3;
  console.log(
    `run ${summary.runId} ${summary.status}: ${summary.channelsScanned} channels scanned (${summary.channelsFailed} failed, ${summary.channelsNotFound} not found), ` +
      `${summary.recapsInserted} recaps added, ${summary.recapsUpdated} updated, ${summary.recapsUnchanged} unchanged, ` +
      `${summary.madePrivate} turned private, ${summary.madeUnavailable} gone; ${summary.quotaUsed} quota units in ${summary.apiCalls} calls`,
  );
  return 0;
}

process.exitCode = await main();
