import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { openTestApp } from './support/testApp.ts';

/** Sends a POST whose body arrives one byte a second, and resolves with the seconds until the server cut it. */
function trickleBody(port: number): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
      timer = setInterval(() => socket.write('x'), 1000);
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

  it('cuts a client that sends its body one byte at a time within 30 seconds', { timeout: 45_000 }, async () => {
    const { seconds, answer } = await trickleBody((app.server.address() as AddressInfo).port);
    expect(seconds).toBeLessThan(30);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
