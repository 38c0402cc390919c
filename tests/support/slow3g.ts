import type { CDPSession } from 'playwright-core';

/** Chromium DevTools' "Slow 3G" preset: 2,000 ms of latency per request, 50 KB/s down and up. */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };

/** Puts the page of `cdp` on Slow 3G with a cold cache (nothing from the browser's cache), as a first visit. */
export async function emulateSlow3g(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
}
