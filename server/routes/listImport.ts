import type { FastifyPluginAsync } from 'fastify';
import { importPreviewSchema, importSummarySchema } from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { signedInUser } from '../auth/access.ts';
import { enforceRateLimit, type RateLimitRule } from '../auth/rateLimit.ts';
import { HttpError } from '../http/httpError.ts';
import { LIST_FILE_MAX_BYTES, LIST_MAX_ENTRIES } from '../import/listEntry.ts';
import { listFormat, readListFile, TOO_LARGE, WRONG_TYPE } from '../import/listFile.ts';
import { previewImport } from '../import/matchEntries.ts';
import { applyImport } from '../db/queries/listImport.ts';
import { SERIES_SLUG_MAX_LENGTH } from '../../src/domain/seriesName.ts';
import { SHELF_STATUSES, type ImportChoice } from '../../src/api/types.ts';

// A person imports a list a few times (a retry, a second tracker); a loop of 5 MB uploads is a script.
const LIST_IMPORTS: RateLimitRule = { limit: 10, windowSeconds: 3600 };
const LOGIN_MESSAGE = 'Please log in to import your list.';
// Each choice is about a hundred bytes of JSON: room for the largest list an upload may hold.
const APPLY_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The body of an upload as bytes, whatever its type: the handler says which types it reads, in a sentence, and
 * a body past the limit is cut off as it arrives with a 413 and a sentence (Fastify's own would say neither).
 */
function readUpload(payload: NodeJS.ReadableStream, done: (error: Error | null, body?: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (error: Error | null, body?: Buffer) => {
    if (finished) return;
    finished = true;
    done(error, body);
  };
  payload.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > LIST_FILE_MAX_BYTES) {
      payload.removeAllListeners('data');
      payload.resume();
      finish(new HttpError(413, TOO_LARGE));
      return;
    }
    chunks.push(chunk);
  });
  payload.on('end', () => finish(null, Buffer.concat(chunks)));
  payload.on('error', (error: Error) => finish(error));
}

/** The upload, in a scope of its own: its body is read as bytes under its own limit, not as the API's JSON. */
const uploadRoute: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => readUpload(payload, done));

  app.post('/account/import', {
    schema: { response: { 200: importPreviewSchema } },
    config: { access: 'member', loginMessage: LOGIN_MESSAGE },
  }, async (request) => {
    const user = signedInUser(request);
    await enforceRateLimit(db, `list-import:user:${user.id}`, LIST_IMPORTS);
    const format = listFormat(request.headers['content-type']);
    if (format === null) throw new HttpError(415, WRONG_TYPE);
    const body = request.body;
    if (!Buffer.isBuffer(body)) throw new HttpError(400, 'The file is empty.');
    return previewImport(db, readListFile(format, body));
  });
};

export const listImportRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  await app.register(uploadRoute, deps);

  app.post<{ Body: { entries: ImportChoice[] } }>('/account/import/apply', {
    bodyLimit: APPLY_BODY_LIMIT,
    schema: {
      response: { 200: importSummarySchema },
      body: {
        type: 'object',
        required: ['entries'],
        properties: {
          entries: {
            type: 'array',
            maxItems: LIST_MAX_ENTRIES,
            items: {
              type: 'object',
              required: ['slug', 'status', 'chapters'],
              properties: {
                slug: { type: 'string', minLength: 1, maxLength: SERIES_SLUG_MAX_LENGTH },
                status: { type: 'string', enum: SHELF_STATUSES },
                chapters: { type: 'integer', minimum: 0, maximum: 100_000 },
              },
            },
          },
        },
      },
    },
    config: { access: 'member', loginMessage: LOGIN_MESSAGE },
  }, async (request) => {
    const user = signedInUser(request);
    await enforceRateLimit(db, `list-import-apply:user:${user.id}`, LIST_IMPORTS);
    return applyImport(db, user.id, request.body.entries);
  });
};
