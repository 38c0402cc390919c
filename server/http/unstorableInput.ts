import type { FastifyRequest } from 'fastify';
import { HttpError } from './httpError.ts';

// With the u flag a pair of surrogates is one code point; only a surrogate without its other half matches.
const LONE_SURROGATE = /\p{Surrogate}/u;

function findUnstorable(value: unknown): 'nul' | 'surrogate' | 'number' | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'nul';
    return LONE_SURROGATE.test(value) ? 'surrogate' : null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'number';
  if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) {
      const found = findUnstorable(item);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Input PostgreSQL cannot take is bad input (400), not a database error (500) later: text with NUL, text with
 * half of a surrogate pair (a JSON body may spell one, "\ud800"; it has no UTF-8 form, so it would be stored
 * changed), and numbers like "1e309", which the schema's integer coercion turns into Infinity without checking
 * the bounds again. One preHandler hook for the whole app (server/app.ts): it runs after each route's access
 * check and schema, on every route, so no route can forget it.
 */
export async function refuseUnstorableInput(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const found = findUnstorable(part);
    if (found === 'nul') throw new HttpError(400, 'Text cannot contain NUL characters');
    if (found === 'surrogate') throw new HttpError(400, 'Text cannot contain unpaired surrogate characters');
    if (found === 'number') throw new HttpError(400, 'Numbers must be finite');
  }
}
