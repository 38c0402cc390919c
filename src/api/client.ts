import { ofetch, type FetchOptions } from 'ofetch';
import { toApiError } from './errors';
import { notifyUnauthorized } from './unauthorized';

// Spec section 7: every call under /api, with cookies, as JSON.
const api = ofetch.create({
  credentials: 'include',
  headers: { Accept: 'application/json' },
  retry: 0,
});

/** Calls whose 401 means "wrong password", not "your session ended". */
const CREDENTIAL_CHECKS = new Set(['/auth/login']);

/** Query values the server understands: undefined and empty strings are left out. */
export type QueryValues = Record<string, string | number | boolean | undefined | null>;

function cleanQuery(query: QueryValues | undefined): Record<string, string | number | boolean> | undefined {
  if (query === undefined) return undefined;
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '',
  );
  return Object.fromEntries(entries);
}

/** One call; any failure is rethrown as an ApiError with the spec's message. */
export async function request<T>(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; query?: QueryValues; body?: unknown } = {},
): Promise<T> {
  const fetchOptions: FetchOptions<'json'> = {
    // Absolute, so the same code runs in the browser and in Node; read at each call, as a test's server starts
    // after the modules load.
    baseURL: `${globalThis.location?.origin ?? 'http://localhost'}/api`,
    method: options.method ?? 'GET',
    query: cleanQuery(options.query),
  };
  if (options.body !== undefined) fetchOptions.body = options.body as Record<string, unknown>;
  else if (fetchOptions.method !== 'GET') fetchOptions.body = {};
  try {
    return await api<T>(path, fetchOptions);
  } catch (error) {
    const apiError = toApiError(error);
    // Wrong credentials are a 401 too, but they say nothing about a session.
    if (apiError.status === 401 && !CREDENTIAL_CHECKS.has(path)) notifyUnauthorized({ method: fetchOptions.method ?? 'GET', path });
    throw apiError;
  }
}
