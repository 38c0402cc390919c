import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends the single page compressed when the browser accepts it. @fastify/compress only compresses routes, and
 * the page is served by the not-found handler (every client address), so it used to go out whole: 11 KB with
 * its first cards instead of 4 KB, a tenth of a second more on a slow phone (docs/performance.md).
 */
export function sendCompressedPage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  // The page is written in the reader's language, from their choice's cookie or their browser's (pageLanguage.ts).
  reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) {
    // Quality 5: a page a request, so a fraction of a millisecond to compress, and near the best size for HTML this small.
    return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
