import { FetchError } from 'ofetch';
import type { ApiErrorBody } from './types';

/**
 * Every failed call, normalised: the body's message (spec section 8, generic request failure),
 * else `HTTP error! status: {code}`. `status` is 0 when the server could not be reached.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ApiErrorBody> | null;

  constructor(status: number, message: string, body: Partial<ApiErrorBody> | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** What a failed call says when no answer came back at all. */
const SERVER_UNREACHABLE = 'Could not reach the server. Please check your connection and try again.';

function bodyOf(data: unknown): Partial<ApiErrorBody> | null {
  return typeof data === 'object' && data !== null ? (data as Partial<ApiErrorBody>) : null;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError && error.response !== undefined) {
    const status = error.response.status;
    const body = bodyOf(error.data);
    const text = body?.message || body?.error || `HTTP error! status: ${status}`;
    return new ApiError(status, text, body);
  }
  // The fetch library's own text names the method and the full address; a person needs to know what happened.
  return new ApiError(0, SERVER_UNREACHABLE, null);
}
