import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { errorBody } from './errorBody.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Body types no cross-site form can send (a form sends text/plain, urlencoded or multipart only): the API's JSON,
// and the types of a list export uploaded to the import (routes/listImport.ts), which a browser sends only from
// the site itself, after a preflight it would refuse another site.
const BODY_TYPES = ['application/json', 'application/xml', 'text/xml', 'application/gzip', 'application/x-gzip'];

function originOf(header: string): string | undefined {
  try {
    return new URL(header).origin;
  } catch {
    return undefined;
  }
}

function hostOf(header: string): string | undefined {
  try {
    return new URL(header).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser's Origin is the site's own. With APP_URL set it must be APP_URL's origin: behind a
 * proxy the Host the server sees (127.0.0.1:3000) is not the address the browser used. Without APP_URL
 * the Host header stands for the site, as when the server is reached directly.
 */
function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (publicOrigin !== undefined) return originOf(origin) === publicOrigin;
  return hostOf(origin) === request.headers.host;
}

/**
 * CSRF defence for every unsafe request: a cross-site form cannot send application/json, and a browser's
 * Origin cannot lie. Requests without an Origin (curl, scripts) carry no ambient browser credentials.
 * It looks at no part of the address: the router decodes the path before matching it, so a check on the raw
 * URL's prefix let /%61pi/channels/4/favourite through to the /api/channels/:id/favourite route.
 */
export function crossSiteGuard(config: Pick<Config, 'publicOrigin'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!MUTATING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && (origin === 'null' || !isOwnOrigin(origin, request, config.publicOrigin))) {
      return reply.code(403).send(errorBody('Cross-site request refused'));
    }
    const hasBody = request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
    const contentType = request.headers['content-type'] ?? '';
    if (hasBody && !BODY_TYPES.some((type) => contentType.toLowerCase().startsWith(type))) {
      return reply.code(415).send(errorBody('Content-Type must be application/json'));
    }
  };
}
