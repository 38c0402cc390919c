import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/driver.ts';
import { migrate } from '../db/migrate.ts';
import { registerChannel } from '../scanner/channelRegistration.ts';
import { QuotaBudget } from '../scanner/quotaBudget.ts';
import { runScan } from '../scanner/runScan.ts';
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
 * With the embedded database, stop the server first: one data folder takes one process.
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
  const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await migrate(db);
    for (const reference of values['add-channel'] ?? []) {
      const client = new YoutubeClient({ apiKey: settings.apiKey, baseUrl: settings.apiBase, budget: new QuotaBudget(1) });
      const result = await registerChannel(db, client, reference, values.language);
      if (result.status === 'not-found') console.error(`channel not found: ${reference}`);
      else console.log(`${result.status === 'added' ? 'added' : 'already catalogued'}: ${result.name}`);
    }
    const summary = await runScan({
      db,
      apiKey: settings.apiKey,
      apiBase: settings.apiBase,
      quotaCap,
      discovery,
      discoveryLanguages: settings.discoveryLanguages,
      thumbnails: !values['no-thumbnails'],
      log: (line) => console.log(line),
    });
    if (summary.status === 'busy') return 3;
    console.log(
      `run ${summary.runId} ${summary.status}: ${summary.channelsScanned} channels scanned (${summary.channelsFailed} failed, ${summary.channelsNotFound} not found), ` +
        `${summary.recapsInserted} recaps added, ${summary.recapsUpdated} updated, ${summary.recapsUnchanged} unchanged, ` +
        `${summary.madePrivate} turned private, ${summary.madeUnavailable} gone; ${summary.quotaUsed} quota units in ${summary.apiCalls} calls`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
