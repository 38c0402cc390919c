import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Db } from './db/driver.ts';
import { HttpError } from './routes/httpError.ts';
import { enforceRouteAccess } from './auth/access.ts';
import { healthRoutes } from './routes/health.ts';
import { recapRoutes } from './routes/recaps.ts';
import { authRoutes } from './routes/auth.ts';
import { channelRoutes } from './routes/channels.ts';
import { watchlistRoutes } from './routes/watchlist.ts';
import { suggestionRoutes } from './routes/suggestions.ts';
import { adminRoutes } from './routes/admin.ts';
import { statsRoutes } from './routes/stats.ts';
import { mediaRoutes } from './routes/media.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { firstScreenHints, withHints } from './firstScreen.ts';

export interface AppDeps {
  db: Db;
  config: Config;
  /** The built single-page app; served with an index.html fallback for client routes when present. */
  distDir?: string;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function errorBody(message: string, extra: Record<string, unknown> = {}) {
  return { error: message, message, ...extra };
}

/** The Fastify instance with every route under /api, not listening: main.ts listens, tests inject. */
export async function buildApp({ db, config, distDir }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024, trustProxy: false });

  await app.register(cookie);
  // Built once: @fastify/helmet rebuilt this middleware, parsing every directive again, on each request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix Dialog's scroll lock injects a <style> element; inline styles only, never inline script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        mediaSrc: ["'self'", 'https:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  await app.register(compress);

  // CSRF defence: a cross-site form cannot send application/json, and a browser's Origin cannot lie.
  app.addHook('onRequest', async (request, reply) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== 'null') {
      const host = request.headers.host;
      let originHost: string | undefined;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = undefined;
      }
      if (originHost !== host) return reply.code(403).send(errorBody('Cross-site request refused'));
    } else if (origin === 'null') {
      return reply.code(403).send(errorBody('Cross-site request refused'));
    }
    const hasBody = request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
    const contentType = request.headers['content-type'] ?? '';
    if (hasBody && !contentType.toLowerCase().startsWith('application/json')) {
      return reply.code(415).send(errorBody('Content-Type must be application/json'));
    }
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 429 && typeof error.extra.retryAfter === 'number') {
        reply.header('Retry-After', String(error.extra.retryAfter));
      }
      const { retryAfter: _ignored, ...extra } = error.extra;
      return reply.code(error.statusCode).send(errorBody(error.message, extra));
    }
    if (error.validation) {
      const errors = error.validation.map((issue) => ({
        field: (issue.instancePath.replace(/^\//, '') || String(issue.params?.missingProperty ?? '')).replace(/\//g, '.'),
        msg: issue.message ?? 'is invalid',
      }));
      return reply.code(400).send(errorBody(`Invalid ${error.validationContext ?? 'request'}: ${error.message}`, { errors }));
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody(error.message));
    }
    if (isDatabaseUnavailable(error)) {
      return reply.code(503).header('Retry-After', '5').send(errorBody('The catalogue is unavailable for a moment. Please try again.'));
    }
    reply.log.error(error);
    return reply.code(500).send(errorBody('Internal server error'));
  });

  const spaDir = distDir !== undefined && existsSync(path.join(distDir, 'index.html')) ? distDir : undefined;
  // Read once: the build does not change under a running server.
  const indexHtml = spaDir !== undefined ? readFileSync(path.join(spaDir, 'index.html'), 'utf8') : '';
  if (spaDir !== undefined) {
    await app.register(fastifyStatic, {
      root: spaDir,
      wildcard: false,
      // The page itself is served below, with the hints of its first screen.
      index: false,
      setHeaders: (response, filePath) => {
        // Vite puts a content hash in every name under assets/: such a file never changes.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isClientRoute = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/media/');
    if (spaDir !== undefined && isClientRoute) {
      // Client routes (/, /recaps/channel/3, /login, …) all load the single page.
      const html = withHints(indexHtml, await firstScreenHints(db, request.url));
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.code(404).send(errorBody(`Not found: ${request.method} ${request.url.split('?')[0]}`));
  });

  // Before any route is registered: it reads each route's declared access as the route is added.
  enforceRouteAccess(app, db);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(recapRoutes, { db, config });
      await api.register(authRoutes, { db, config });
      await api.register(channelRoutes, { db, config });
      await api.register(watchlistRoutes, { db, config });
      await api.register(suggestionRoutes, { db, config });
      await api.register(adminRoutes, { db, config });
      await api.register(statsRoutes, { db, config });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes, { db, config, prefix: '/media' });

  return app;
}
