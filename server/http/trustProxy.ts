import type { Config } from '../config.ts';

/**
 * TRUST_PROXY as Fastify's trustProxy. Fastify 5 reads a bare number as "trust nobody", so a hop count is
 * handed over as the function it means: the nearest `hops` addresses of the forwarding chain are proxies.
 * A hop count trusts whoever connects directly, so it is only safe when the server is reachable through the
 * proxy alone (bound to loopback or firewalled); an address list is checked against the peer (deployment.md).
 */
export function fastifyTrustProxy(trustProxy: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address, hop) => hop < hops;
}
