/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing
 * connections, or a connection cut mid-query), as opposed to a fault in the request or the code.
 * Such errors answer 503 with Retry-After, so clients and load balancers know to try again.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// PostgreSQL SQLSTATEs: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now; class 08 is
// connection exceptions.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
// node-postgres reports a connection that ends mid-query, or a pool that cannot connect in time, by message.
const DRIVER_MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /Client has encountered a connection error/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}
