import type { onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * Helmet's headers, built once (rebuilding the middleware parsed every directive again on each request).
 * `upgrade-insecure-requests` and HSTS only when the public address is https: on a plain-http address
 * (a LAN server, http://192.168.1.20:3000) they sent the browser after https assets that do not exist.
 * `inlineScripts` are the hash sources of the single page's own inline scripts (inlineScripts.ts).
 */
export function securityHeaders(config: Pick<Config, 'publicOrigin'>, inlineScripts: string[] = []): onRequestHookHandler {
  const https = config.publicOrigin?.startsWith('https://') === true;
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        // Radix Dialog's scroll lock injects a <style> element; inline styles only, never inline script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        mediaSrc: ["'self'", 'https:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  });
  return (request, reply, done) => middleware(request.raw, reply.raw, (error) => done(error as Error | undefined));
}
