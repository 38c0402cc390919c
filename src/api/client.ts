import { ApiError, toApiError } from './errors';
import { notifyUnauthorized } from './unauthorized';

/** Calls whose 401 means "wrong password", not "your session ended". */
const CREDENTIAL_CHECKS = new Set(['/auth/login']);

/** Query values the server understands: undefined and empty strings are left out. */
export type QueryValues = Record<string, string | number | boolean | undefined | null>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The address of a call: absolute, so the same code runs in the browser and in Node. */
function addressOf(path: string, query: QueryValues | undefined): string {
  // Read at each call, as a test's server starts after the modules load.
  const url = new URL(`${globalThis.location?.origin ?? 'http://localhost'}/api${path}`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, String(value));
  }
  return url.href;
}

/** An answer's body: its JSON, else its text (a proxy's error page), else nothing (204). */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One call; any failure is rethrown as an ApiError with the spec's message. The browser's own `fetch`, with no
 * library around it: this file is the only one that calls it, and the first screen ships no fetch library.
 */
export async function request<T>(path: string, options: { method?: Method; query?: QueryValues; body?: unknown; file?: { data: ArrayBuffer; type: string } } = {}): Promise<T> {
  const method = options.method ?? 'GET';
  // Spec section 7: every call under /api, with cookies, as JSON; a change with nothing to say sends `{}`.
  // A file (a list to import) is sent as it is, under its own type.
  const body = options.body !== undefined ? options.body : method === 'GET' ? undefined : {};
  const { file } = options;
  try {
    const response = await fetch(addressOf(path, options.query), {
      method,
      credentials: 'include',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': file?.type ?? 'application/json' },
      ...(body === undefined ? {} : { body: file?.data ?? JSON.stringify(body) }),
    });
    const answer = await bodyOf(response);
    if (!response.ok) throw ApiError.fromAnswer(response.status, answer);
    return answer as T;
  } catch (error) {
    const apiError = toApiError(error);
    // Wrong credentials are a 401 too, but they say nothing about a session.
    if (apiError.status === 401 && !CREDENTIAL_CHECKS.has(path)) notifyUnauthorized({ method, path });
    throw apiError;
  }
}
