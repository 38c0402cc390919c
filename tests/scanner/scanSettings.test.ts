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

describe('SCAN_INTERVAL at its edges', () => {
  it('reads the number and its unit with any spaces around and between, and nothing else', () => {
    expect(parseScanInterval('15 m')).toBe(900_000);
    expect(parseScanInterval('\t2h\n')).toBe(7_200_000);
    expect(parseScanInterval('120')).toBe(7_200_000);
    expect(parseScanInterval('0.5h')).toBe(1_800_000);
    expect(parseScanInterval('2D')).toBe(172_800_000);
    expect(parseScanInterval('90S')).toBe(90_000);
    for (const text of ['x15m', '15mx', '15ms', '.5h', '1.h', '15 m m', 'm', '1,5h', '-5m', '15w']) {
      expect(() => parseScanInterval(text)).toThrow(`SCAN_INTERVAL must look like 90s, 30m, 6h, 1d or a number of minutes, got "${text}"`);
    }
  });

  it('refuses anything under a minute, with what it was given', () => {
    expect(() => parseScanInterval('59s')).toThrow('SCAN_INTERVAL must be at least one minute, got "59s"');
    expect(() => parseScanInterval('0.9')).toThrow('SCAN_INTERVAL must be at least one minute, got "0.9"');
    expect(parseScanInterval(0.5)).toBe(30_000);
  });

  it('names the setting and the value it refuses', () => {
    expect(() => scanSettingsFromEnv({ SCAN_DISCOVERY: 'weekly' })).toThrow('SCAN_DISCOVERY must be always, daily or never, got "weekly"');
    expect(() => scanSettingsFromEnv({ SCAN_QUOTA_CAP: 'lots' })).toThrow('SCAN_QUOTA_CAP must be a positive whole number, got "lots"');
    expect(() => scanSettingsFromEnv({ SCAN_INTERVAL: 'often' })).toThrow('got "often"');
  });

  it('reads every setting from the environment; empty ones are unset', () => {
    expect(
      scanSettingsFromEnv({
        YOUTUBE_API_KEY: 'key',
        YOUTUBE_API_BASE: 'http://127.0.0.1:9/youtube/v3',
        SCAN_INTERVAL: '6h',
        SCAN_QUOTA_CAP: '700',
        SCAN_DISCOVERY: 'daily',
        SCAN_DISCOVERY_LANGUAGES: 'es',
      }),
    ).toEqual({ apiKey: 'key', apiBase: 'http://127.0.0.1:9/youtube/v3', intervalMs: 21_600_000, quotaCap: 700, discovery: 'daily', discoveryLanguages: ['es'] });
    expect(scanSettingsFromEnv({ YOUTUBE_API_KEY: '', YOUTUBE_API_BASE: '', SCAN_QUOTA_CAP: '', SCAN_DISCOVERY_LANGUAGES: '' })).toEqual(scanSettingsFromEnv({}));
  });

  it('reads the process environment when given none', () => {
    const saved = process.env.SCAN_QUOTA_CAP;
    process.env.SCAN_QUOTA_CAP = '321';
    try {
      expect(scanSettingsFromEnv().quotaCap).toBe(321);
    } finally {
      if (saved === undefined) delete process.env.SCAN_QUOTA_CAP;
      else process.env.SCAN_QUOTA_CAP = saved;
    }
  });
});

describe('startScanInterval at its edges', () => {
  const db = {} as ScannerDb;

  it('takes the interval and the key from the environment when the config gives none, and says how often it scans', async () => {
    const lines: string[] = [];
    const handle = startScanInterval({ db, env: { SCAN_INTERVAL: '90m', YOUTUBE_API_KEY: 'env-key' }, scan: async () => undefined, log: (line) => lines.push(line) });
    expect(handle.enabled).toBe(true);
    expect(lines).toEqual(['scanning every 90 min']);
    await handle.stop();
  });

  it('is off for a configured interval of 0 even when the environment has one, and says nothing', async () => {
    const lines: string[] = [];
    const handle = startScanInterval({ db, scanInterval: 0, youtubeApiKey: 'key', env: { SCAN_INTERVAL: '1h' }, scan: async () => undefined, log: (line) => lines.push(line) });
    expect(handle.enabled).toBe(false);
    await expect(handle.stop()).resolves.toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('says exactly why it stays off without a key', async () => {
    const lines: string[] = [];
    const handle = startScanInterval({ db, scanInterval: 30, youtubeApiKey: null, env: {}, scan: async () => undefined, log: (line) => lines.push(line) });
    expect(handle.enabled).toBe(false);
    await expect(handle.stop()).resolves.toBeUndefined();
    expect(lines).toEqual(['SCAN_INTERVAL is set but YOUTUBE_API_KEY is not: scanning stays off']);
  });

  it("hands each scan the environment's settings, logs a failed scan and goes on", async () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const log = (line: string) => lines.push(line);
      const seen: ScanOptions[] = [];
      const failures = [new Error('database gone'), 'plain text'];
      const handle = startScanInterval({
        db,
        scanInterval: 1,
        youtubeApiKey: 'key',
        env: { YOUTUBE_API_BASE: 'http://127.0.0.1:9/youtube/v3', SCAN_QUOTA_CAP: '77', SCAN_DISCOVERY: 'never', SCAN_DISCOVERY_LANGUAGES: 'ko,ja' },
        log,
        scan: async (options) => {
          seen.push(options);
          const failure = failures.shift();
          if (failure !== undefined) throw failure;
          return undefined;
        },
      });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(seen).toEqual([{ db, apiKey: 'key', apiBase: 'http://127.0.0.1:9/youtube/v3', quotaCap: 77, discovery: 'never', discoveryLanguages: ['ko', 'ja'], log }]);
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(seen).toHaveLength(3);
      expect(lines).toEqual(['scanning every 1 min', 'scan failed: database gone', 'scan failed: plain text']);
      await handle.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts no scan once stopped before the first', async () => {
    vi.useFakeTimers();
    try {
      let scans = 0;
      const handle = startScanInterval({ db, scanInterval: '1m', youtubeApiKey: 'key', env: {}, log: () => {}, scan: async () => void (scans += 1) });
      await vi.advanceTimersByTimeAsync(59_000);
      await handle.stop();
      await vi.advanceTimersByTimeAsync(600_000);
      expect(scans).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a scan under way when stopped, and starts no other', async () => {
    vi.useFakeTimers();
    try {
      let finish: () => void = () => {};
      let scans = 0;
      const handle = startScanInterval({
        db,
        scanInterval: '1m',
        youtubeApiKey: 'key',
        env: {},
        log: () => {},
        scan: () => {
          scans += 1;
          return new Promise<void>((resolve) => (finish = resolve));
        },
      });
      await vi.advanceTimersByTimeAsync(60_000);
      let stopped = false;
      const stopping = handle.stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(1);
      expect(stopped).toBe(false);
      finish();
      await stopping;
      await vi.advanceTimersByTimeAsync(600_000);
      expect(scans).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes its lines to the log of the process, marked as the scanner', async () => {
    const written: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const handle = startScanInterval({ db, scanInterval: 5, youtubeApiKey: 'key', env: {}, scan: async () => undefined });
      await handle.stop();
    } finally {
      write.mockRestore();
    }
    expect(written.map((line) => JSON.parse(line) as { level: number; msg: string })).toEqual([expect.objectContaining({ level: 30, msg: '[scanner] scanning every 5 min' })]);
  });
});
