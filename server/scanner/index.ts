export { runScan, DEFAULT_QUOTA_CAP, type ScanOptions, type ScanSummary } from './runScan.ts';
export { startScanInterval, type ScanIntervalDeps, type ScanIntervalHandle } from './scanInterval.ts';
export { scanSettingsFromEnv, parseScanInterval, type ScanSettings } from './scanSettings.ts';
export { parseRecapTitle, type ParsedRecapTitle } from './titleParser.ts';
