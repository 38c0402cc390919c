/** PostgreSQL's unique_violation (23505), optionally of one named constraint only. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const fields = error as { code?: unknown; constraint?: unknown };
  return fields.code === '23505' && (constraint === undefined || fields.constraint === constraint);
}
