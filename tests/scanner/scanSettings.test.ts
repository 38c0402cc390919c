import { describe, expect, it, vi } from 'vitest';
import type { ScannerDb } from '../../server/scanner/scannerDb.ts';
import type { ScanOptions } from '../../server/scanner/runScan.ts';
import { startScanInterval } from '../../server/scanner/scanInterval.ts';
import { parseScanInterval, scanSettingsFromEnv } from '../../server/scanner/scanSettings.ts';

describe('SCAN_INTERVAL and the scanner environment', () => {
  it('reads seconds, minutes, hours, days and plain minutes; unset or 0 means never', () => {
    expect(parseScanInterval('90s')).toBe(90_000);
    expect(parseScanInterval('30m')).toBe(1_800_000);
    expect(parseScanInterval('6h')).toBe(21_600_000);
    expect(parseScanInterval('1d')).toBe(86_400_000);
    expect(parseScanInterval('15')).toBe(900_000);
    expect(parseScanInterval(15)).toBe(900_000);
    expect(parseScanInterval(undefined)).toBeNull();
    expect(parseScanInterval('0')).toBeNull();
    expect(() => parseScanInterval('often')).toThrow(/SCAN_INTERVAL/);
    expect(() => parseScanInterval('10s')).toThrow(/at least one minute/);
  });

  it('takes a whole or decimal number with its unit and spaces around, no other text, and refuses less than a minute', () => {
    expect(parseScanInterval(null)).toBeNull();
    expect(parseScanInterval('')).toBeNull();
    expect(parseScanInterval(0)).toBeNull();
    expect(parseScanInterval(-5)).toBeNull();
    expect(parseScanInterval(2)).toBe(120_000);
    expect(parseScanInterval(' 15m ')).toBe(900_000);
    expect(parseScanInterval('6H')).toBe(21_600_000);
    expect(parseScanInterval('1.5h')).toBe(5_400_000);
    expect(parseScanInterval('1.25h')).toBe(4_500_000);
    expect(parseScanInterval('1m')).toBe(60_000);
    expect(parseScanInterval('60s')).toBe(60_000);
    expect(() => parseScanInterval('every 15m')).toThrow(/SCAN_INTERVAL must look like/);
    expect(() => parseScanInterval('15m please')).toThrow(/SCAN_INTERVAL must look like/);
  });

  it('reads each discovery setting, a whole positive cap and a comma list of languages', () => {
    expect(scanSettingsFromEnv({ SCAN_DISCOVERY: 'always' }).discovery).toBe('always');
    expect(scanSettingsFromEnv({ SCAN_DISCOVERY: 'never' }).discovery).toBe('never');
    expect(scanSettingsFromEnv({ SCAN_QUOTA_CAP: '1' }).quotaCap).toBe(1);
    expect(() => scanSettingsFromEnv({ SCAN_QUOTA_CAP: '0' })).toThrow(/SCAN_QUOTA_CAP/);
    expect(() => scanSettingsFromEnv({ SCAN_QUOTA_CAP: '2.5' })).toThrow(/SCAN_QUOTA_CAP/);
    expect(scanSettingsFromEnv({ SCAN_DISCOVERY_LANGUAGES: ' en, ko ,,' }).discoveryLanguages).toEqual(['en', 'ko']);
  });

  it('defaults to the real API, a 5000-unit cap and daily discovery', () => {
    expect(scanSettingsFromEnv({})).toEqual({
      apiKey: null,
      apiBase: 'https://www.googleapis.com/youtube/v3',
      intervalMs: null,
      quotaCap: 5000,
      discovery: 'daily',
      discoveryLanguages: undefined,
    });
    expect(() => scanSettingsFromEnv({ SCAN_QUOTA_CAP: '-3' })).toThrow(/SCAN_QUOTA_CAP/);
    expect(() => scanSettingsFromEnv({ SCAN_DISCOVERY: 'sometimes' })).toThrow(/SCAN_DISCOVERY/);
  });
});

describe('startScanInterval', () => {
  const db = {} as ScannerDb;

  it('stays off without an interval or without an API key', async () => {
    const scan = vi.fn(async () => undefined);
    expect(startScanInterval({ db, env: {}, scan }).enabled).toBe(false);
    const log = vi.fn();
    expect(startScanInterval({ db, env: { SCAN_INTERVAL: '1h' }, scan, log }).enabled).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('YOUTUBE_API_KEY'));
  });

  it('runs one scan per interval, never two at once, and stops cleanly', async () => {
    vi.useFakeTimers();
    try {
      let finish: () => void = () => {};
      const scan = vi.fn((_options: ScanOptions) => new Promise<void>((resolve) => (finish = resolve)));
      const handle = startScanInterval({ db, scanInterval: '2m', youtubeApiKey: 'key', env: {}, scan, log: () => {} });
      expect(handle.enabled).toBe(true);
      await vi.advanceTimersByTimeAsync(119_000);
      expect(scan).toHaveBeenCalledTimes(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(scan).toHaveBeenCalledTimes(1);
      expect(scan.mock.calls[0][0]).toMatchObject({ apiKey: 'key', apiBase: 'https://www.googleapis.com/youtube/v3' });
      // The first run is still going: no second one starts however long it takes.
      await vi.advanceTimersByTimeAsync(600_000);
      expect(scan).toHaveBeenCalledTimes(1);
      finish();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(scan).toHaveBeenCalledTimes(2);
      finish();
      await handle.stop();
      await vi.advanceTimersByTimeAsync(600_000);
      expect(scan).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
