import { LogController, type FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';
import { REDACTED, redactAddress, redactedError } from './redactAddress.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The error a 5xx answer was made from, written on the request's log line. */
    failure?: Error;
  }
}

/**
 * Anything a secret could sit under, wherever a line carries it: request headers (cookie, authorization),
 * response headers (set-cookie), any logged object's password, token or session id, and the raw bytes of a
 * request Node could not parse (Fastify's trace line "client error"), which hold its address and cookie.
 */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.sid',
  '*.sessionId',
  'err.rawPacket',
];

/** Where a line is written: stdout by default, a test's collector in tests. */
export interface LogDestination {
  write(line: string): void;
}

/** Request ids a proxy may hand us: short and plain, so a forged header cannot write into the log. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's own pino logger: JSON lines on stdout at LOG_LEVEL. Fastify's two lines per request are
 * replaced by one written when the answer is sent (requestLog below).
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'trustProxy'>, destination?: LogDestination) {
  const trusted = config.trustProxy !== false;
  return {
    logger: { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: REDACTED }, stream: destination },
    logController: new LogController({ disableRequestLogging: true }),
    // A request id from the proxy (nginx's $request_id) ties its access log to ours; from anyone else it
    // could be chosen to confuse the log, so it is only taken behind a trusted proxy.
    requestIdHeader: false as const,
    genReqId: (raw: IncomingMessage) => {
      const incoming = raw.headers['x-request-id'];
      return trusted && typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  };
}

/**
 * One line per request, after the answer: id, method, route, path and query, status, duration and client address.
 * The path and query are written with their secrets replaced (redactAddress.ts): a private feed's token in the
 * path, a verification or reset token in the query, and the same secrets wherever a failure's error repeats them.
 */
export function requestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const address = redactAddress(request.url);
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      path: address.path,
      ...(address.query === undefined ? {} : { query: address.query }),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
      client: request.ip,
    };
    if (reply.statusCode >= 500) request.log.error({ ...line, err: redactedError(request.failure, address.secrets) }, 'request failed');
    else request.log.info(line, 'request');
  });
}
