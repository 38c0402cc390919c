import type { FastifyInstance } from 'fastify';
import { HttpError } from './httpError.ts';

/** No request body of the API goes past two levels; the margin is for clients that wrap theirs. */
const MAX_JSON_BODY_DEPTH = 32;

const TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${MAX_JSON_BODY_DEPTH} levels of objects and lists.`;

/**
 * Whether the JSON text opens more than `limit` objects or lists inside each other. A loop over the
 * text rather than a walk of the parsed value: the walk is what overflows the stack on deep input.
 */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  // Stryker disable next-line EqualityOperator: one step past the end reads NaN, which is no quote nor bracket
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype-poisoning checks included), refusing bodies nested deeper
 * than any request needs with a 400 before anything walks them.
 */
export function refuseDeeplyNestedJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (isNestedDeeperThan(text, MAX_JSON_BODY_DEPTH)) {
      done(new HttpError(400, TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
