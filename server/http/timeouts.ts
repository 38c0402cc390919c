/**
 * How long a client may take. The request timeout bounds the whole request, headers and body: a client
 * sending its body one byte at a time is cut after it. Node checks the running requests every
 * CONNECTIONS_CHECK_MS, so a slow request is cut within REQUEST_TIMEOUT_MS + CONNECTIONS_CHECK_MS (under 30 s).
 */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 20_000;
const CONNECTIONS_CHECK_MS = 2_000;
/** A connection with no traffic at all (a socket opened and left silent) is closed after this. */
const CONNECTION_IDLE_TIMEOUT_MS = 30_000;
/** Above nginx's keepalive_timeout default (60 s) is not needed: the proxy reopens upstream connections. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** Fastify's options for the limits above. */
export const serverTimeouts = {
  connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: CONNECTIONS_CHECK_MS },
};
