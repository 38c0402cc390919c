/** Every error answer's shape: the message under both names the client reads. */
export function errorBody(message: string, extra: Record<string, unknown> = {}) {
  return { error: message, message, ...extra };
}
