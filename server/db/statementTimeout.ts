/**
 * Whether PostgreSQL cancelled a statement that ran past the request's database budget
 * (statement_timeout, SQLSTATE 57014 query_canceled). Such a request answers 503 with Retry-After:
 * the work was stopped, not left running, and trying again later may find the database less busy.
 */
export function isStatementTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57014';
}

export const STATEMENT_TIMEOUT_MESSAGE = 'This request took the database too long and was stopped. Please try again in a moment.';
