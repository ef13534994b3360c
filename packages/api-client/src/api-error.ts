/**
 * A failed API call. `message` is the answer's `message` field when it has one, else the
 * HTTP status text, else `HTTP <status>`. `status` is 0 when the server could
 * not be reached at all.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 for a network failure. */
  readonly status: number;
  /** The parsed answer body (JSON value, text, or undefined when empty). */
  readonly body: unknown;

  constructor(message: string, status: number, body?: unknown, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
    this.body = body;
  }
}

/** Type guard usable across bundles (instanceof fails when two copies are loaded). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'status' in error);
}

/** The message rule for a non-2xx answer. */
export function errorMessageFor(status: number, statusText: string, body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message: unknown = body.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return statusText.trim() !== '' ? statusText : `HTTP ${status}`;
}
