import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Db } from './db/driver.ts';
import { HttpError } from './http/httpError.ts';
import { enforceRouteAccess } from './auth/access.ts';
import { refuseUnstorableInput } from './http/unstorableInput.ts';
import { healthRoutes } from './routes/health.ts';
import { recapRoutes } from './routes/recaps.ts';
import { authRoutes } from './routes/auth.ts';
import { channelRoutes } from './routes/channels.ts';
import { watchlistRoutes } from './routes/watchlist.ts';
import { watchedRoutes } from './routes/watched.ts';
import { suggestionRoutes } from './routes/suggestions.ts';
import { adminRoutes } from './routes/admin.ts';
import { statsRoutes } from './routes/stats.ts';
import { mediaRoutes } from './routes/media.ts';
import { seriesRoutes } from './routes/series.ts';
import { shelfRoutes } from './routes/shelf.ts';
import { seriesAdminRoutes } from './routes/seriesAdmin.ts';
import { accountRoutes } from './routes/account.ts';
import { listImportRoutes } from './routes/listImport.ts';
import { feedRoutes } from './routes/feeds.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { isStatementTimeout, STATEMENT_TIMEOUT_MESSAGE } from './db/statementTimeout.ts';
import { bootShellFor, firstScreenParts, withHints } from './firstScreen.ts';
import { inlineScriptSources } from './http/inlineScripts.ts';
import { sendCompressedPage } from './http/compressedPage.ts';
import { inReaderLanguage } from './pageLanguage.ts';
import { LANGUAGE_COOKIE, preferredLanguage } from '../src/domain/interfaceLanguages.ts';
import { refuseDeeplyNestedJson } from './http/jsonBodyDepth.ts';
import { errorBody } from './http/errorBody.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { crossSiteGuard } from './http/publicOrigin.ts';
import { loggerOptions, requestLog, type LogDestination } from './http/logging.ts';
import { registerMetrics } from './http/metrics.ts';
import { serverTimeouts } from './http/timeouts.ts';
import { fastifyTrustProxy } from './http/trustProxy.ts';
import { personalAnswersUncached } from './http/cacheControl.ts';
import { answerBadAddress } from './http/badAddress.ts';
import { isUnder } from './http/routerPath.ts';
import { searchAnswers } from './http/searchAnswers.ts';
import { validationMessage, validationSentence } from './http/validationMessage.ts';

export interface AppDeps {
  db: Db;
  config: Config;
  /** The built single-page app; served with an index.html fallback for client routes when present. */
  distDir?: string;
  /** Where log lines go; stdout unless a test reads them. */
  logDestination?: LogDestination;
}

/** The Fastify instance with every route under /api, not listening: main.ts listens, tests inject. */
export async function buildApp({ db, config, distDir, logDestination }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: 64 * 1024,
    // Behind a proxy the client's address, protocol and host come from its X-Forwarded-* headers.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...serverTimeouts,
    ...loggerOptions(config, logDestination),
    frameworkErrors: answerBadAddress,
  });

  const spaDir = distDir !== undefined && existsSync(path.join(distDir, 'index.html')) ? distDir : undefined;
  // Read once: the build does not change under a running server.
  const indexHtml = spaDir !== undefined ? readFileSync(path.join(spaDir, 'index.html'), 'utf8') : '';

  refuseDeeplyNestedJson(app);
  await app.register(cookie);
  app.addHook('onRequest', securityHeaders(config, inlineScriptSources(indexHtml)));
  requestLog(app);
  registerMetrics(app, { db, config });
  personalAnswersUncached(app);
  await app.register(compress);

  app.addHook('onRequest', crossSiteGuard(config));

  app.setErrorHandler((error: FastifyError, request, reply) => {
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
        msg: validationSentence(issue),
      }));
      return reply.code(400).send(errorBody(validationMessage(error.validation), { errors }));
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody(error.message));
    }
    if (isStatementTimeout(error)) {
      return reply.code(503).header('Retry-After', '5').send(errorBody(STATEMENT_TIMEOUT_MESSAGE));
    }
    if (isDatabaseUnavailable(error)) {
      return reply.code(503).header('Retry-After', '5').send(errorBody('The catalogue is unavailable for a moment. Please try again.'));
    }
    // Written on the request's own log line (logging.ts), with its stack.
    request.failure = error;
    return reply.code(500).send(errorBody('Internal server error'));
  });

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
    // HEAD answers as GET does (Node sends its headers without the body): monitors and link checkers ask it.
    const isClientRoute = (request.method === 'GET' || request.method === 'HEAD') && !isUnder(request.url, '/api/') && !isUnder(request.url, '/media/');
    if (spaDir !== undefined && isClientRoute) {
      // Client routes (/, /recaps/channel/3, /login, …) all load the single page.
      const language = preferredLanguage([request.cookies[LANGUAGE_COOKIE]], request.headers['accept-language']);
      const { hints, cards } = await firstScreenParts(db, request.url, language, config.firstRowsBudgetMs);
      const html = inReaderLanguage(withHints(bootShellFor(indexHtml, request.url, cards, language), hints), language);
      return sendCompressedPage(request, reply.header('Cache-Control', 'no-cache'), html);
    }
    return reply.code(404).send(errorBody(`Not found: ${request.method} ${request.url.split('?')[0]}`));
  });

  // Before any route is registered: it reads each route's declared access as the route is added.
  enforceRouteAccess(app, db);
  // Every route, the ones to come included: input the database cannot store is a 400, never a 500 later.
  app.addHook('preHandler', refuseUnstorableInput);
  await app.register(
    async (api) => {
      // Any write may change what a search finds or shows: the visitors' kept search answers go (searchAnswers.ts),
      // before the writer hears back, so no answer from before the write is served after it.
      api.addHook('onSend', async (request, reply, payload) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) searchAnswers(db).clear();
        return payload;
      });
      await api.register(healthRoutes, { db });
      await api.register(recapRoutes, { db, config });
      await api.register(authRoutes, { db, config });
      await api.register(channelRoutes, { db, config });
      await api.register(watchlistRoutes, { db, config });
      await api.register(watchedRoutes, { db, config });
      await api.register(suggestionRoutes, { db, config });
      await api.register(adminRoutes, { db, config });
      await api.register(statsRoutes, { db, config });
      await api.register(seriesRoutes, { db, config });
      await api.register(shelfRoutes, { db, config });
      await api.register(seriesAdminRoutes, { db, config });
      await api.register(accountRoutes, { db, config });
      await api.register(listImportRoutes, { db, config });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes, { db, config, prefix: '/media' });
  await app.register(feedRoutes, { db, config, prefix: '/feeds' });

  return app;
}
