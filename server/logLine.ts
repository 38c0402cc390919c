import { hostname } from 'node:os';

/** pino's level numbers, which the request lines carry too. */
const LEVELS = { info: 30, warn: 40, error: 50 } as const;
const THRESHOLDS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/**
 * A line of the process's own, outside any request (start, stop, scanner, mail, database pool), in the shape of
 * the request lines: JSON on stdout, so a `jq` over the journal reads every line a process writes. LOG_LEVEL
 * applies as it does to the request lines.
 */
export function logLine(level: keyof typeof LEVELS, msg: string): void {
  if (LEVELS[level] < (THRESHOLDS[process.env.LOG_LEVEL ?? 'info'] ?? LEVELS.info)) return;
  process.stdout.write(`${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: hostname(), msg })}\n`);
}
