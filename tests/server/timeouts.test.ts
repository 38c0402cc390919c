import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { openTestApp } from './support/testApp.ts';

/**
 * Sends a POST whose body arrives one byte every `everyMs`, never finishing it, and resolves with the seconds until
 * the server cut it and what it answered.
 */
function trickleBody(port: number, everyMs: number): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
      timer = setInterval(() => socket.write('x'), everyMs);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ seconds: (Date.now() - started) / 1000, answer });
    });
  });
}

describe('timeouts', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await openTestApp());
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => close());

  it('cuts a client that sends its body one byte at a time within 30 seconds', async () => {
    // Node cuts a request older than the server's requestTimeout at its next look at the open connections, every
    // connectionsCheckingInterval: the limits the app's server runs with keep that under 30 s.
    // Node keeps the interval on the server as it keeps the limits, but its types name it only as an option.
    const server = app.server as typeof app.server & { connectionsCheckingInterval: number };
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
    expect(server.connectionsCheckingInterval).toBeGreaterThan(0);
    expect(server.requestTimeout + server.connectionsCheckingInterval).toBeLessThan(30_000);

    // The same server, its request limit lowered to one second, cuts a trickling body once that second has passed, at
    // its own check interval, rather than the twenty seconds of waiting the real limit takes. The body never ends
    // (one byte every 100 ms of 1,000), so only the server's limit can end the request.
    const requestTimeout = 1_000;
    server.requestTimeout = requestTimeout;
    server.headersTimeout = requestTimeout;
    const { seconds, answer } = await trickleBody((server.address() as AddressInfo).port, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeGreaterThanOrEqual(requestTimeout / 1000);
    expect(seconds).toBeLessThan(30);
  });
});
