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

  /** A call the server answered with an error status, and the body it sent. */
  static fromAnswer(status: number, answer: unknown): ApiError {
    const body = bodyOf(answer);
    return new ApiError(status, body?.message || body?.error || `HTTP error! status: ${status}`, body);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** What a failed call says when no answer came back at all. */
const SERVER_UNREACHABLE = 'Could not reach the server. Please check your connection and try again.';

function bodyOf(data: unknown): Partial<ApiErrorBody> | null {
  // null is an object to typeof, and stays null.
  return typeof data === 'object' ? (data as Partial<ApiErrorBody> | null) : null;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // Any other failure is one where no answer came back: fetch's own text ("Failed to fetch") tells a person nothing.
  return new ApiError(0, SERVER_UNREACHABLE, null);
}
