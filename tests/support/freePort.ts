import { createServer } from 'node:net';

/**
 * A loopback port that was free a moment ago: the operating system picks it, the probe lets it go.
 * Used by the browser journeys, the benchmarks and the reliability checks to start servers side by side,
 * and by tests that need a port nothing listens on (connections to it are refused at once).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
