import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/httpError.ts';

function findUnstorable(value: unknown): 'nul' | 'number' | null {
  if (typeof value === 'string') return value.includes('\u0000') ? 'nul' : null;
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
 * Input PostgreSQL cannot take is bad input (400), not a database error (500) later: text with NUL,
 * and numbers like "1e309", which the schema's integer coercion turns into Infinity without checking
 * the bounds again. A preHandler hook: it runs after the route's guard and schema.
 */
export async function refuseUnstorableInput(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const found = findUnstorable(part);
    if (found === 'nul') throw new HttpError(400, 'Text cannot contain NUL characters');
    if (found === 'number') throw new HttpError(400, 'Numbers must be finite');
  }
}
