import type { FastifySchemaValidationError } from 'fastify';

/**
 * A schema refusal in words a person can read ("search must be at most 200 characters."), never the
 * validator's own "querystring/search must NOT have more than 200 characters": the client shows an error's
 * message as it is, so the server writes it for people.
 */
/**
 * The types a field takes, in words: "integer" is a whole number, and "null" (the API's way to clear a value, as
 * in "integer,null") is left out, since what a person got wrong is the value they gave.
 */
function typeWords(types: string): string {
  const named = types.split(',').filter((type) => type !== 'null');
  return (named.length > 0 ? named : ['null']).map((type) => (type === 'integer' ? 'a whole number' : type)).join(' or ');
}

export function validationSentence(issue: FastifySchemaValidationError): string {
  const params = (issue.params ?? {}) as Record<string, unknown>;
  // An instance path is empty (the body itself) or starts with a slash: `/title`, `/tags/0`.
  const path = issue.instancePath.slice(1);
  const field = path.replace(/\//g, '.') || String(params.missingProperty ?? 'the request');
  switch (issue.keyword) {
    case 'required':
      return `${String(params.missingProperty)} is required.`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters.`;
    case 'minLength':
      return Number(params.limit) === 1 ? `${field} cannot be empty.` : `${field} must be at least ${String(params.limit)} characters.`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}.`;
    case 'type':
      return `${field} must be ${typeWords(String(params.type))}.`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[] | undefined)?.join(', ') ?? 'the listed values'}.`;
    default:
      return `${field} is not valid.`;
  }
}

/** The message of a refused request: the first problem, which is the one to fix first. */
export function validationMessage(issues: readonly FastifySchemaValidationError[]): string {
  return issues.length > 0 ? validationSentence(issues[0]) : 'The request is not valid.';
}
