// Sends one ApiRequest through the interceptors and fetch, and turns the answer into a
// value or an ApiError by the rules.
import { ApiError, errorMessageFor } from './api-error.ts';
import type { ApiRequest, RequestInterceptor } from './interceptors.ts';

/** The part of a fetch Response the client reads (lets tests answer with plain objects). */
export type ResponseLike = Pick<Response, 'ok' | 'status' | 'statusText' | 'text'>;

/** The part of `fetch` the client calls; `globalThis.fetch` fits. */
export type FetchLike = (url: string, init: RequestInit) => Promise<ResponseLike>;

/** Per-call switches of {@link createSender}. */
export interface SendOptions {
  /** false: a 401 is only rejected, without the sign-out and the trip to Login (used by logout). */
  handleUnauthorized?: boolean;
}

interface SenderConfig {
  fetch: FetchLike;
  intercept: RequestInterceptor;
  onUnauthorized: () => void;
}

async function readBody(response: ResponseLike): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text; // An HTML error page from a proxy, say: kept for the error's body.
  }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function networkError(cause: unknown): ApiError {
  return new ApiError('Could not reach the server. Check your connection and try again.', 0, undefined, { cause });
}

/** Builds the function every endpoint uses to talk to the API. */
export function createSender({ fetch, intercept, onUnauthorized }: SenderConfig) {
  return async function send<T>(request: ApiRequest, options: SendOptions = {}): Promise<T> {
    const { url, method, headers, body, credentials, signal } = intercept(request);
    let response: ResponseLike;
    let answer: unknown;
    try {
      response = await fetch(url, { method, headers, body, credentials, signal });
      answer = await readBody(response);
    } catch (error) {
      if (isAbort(error)) throw error; // The caller cancelled: not a failure to report.
      throw networkError(error);
    }

    if (response.status === 401) {
      if (options.handleUnauthorized !== false) onUnauthorized();
      throw new ApiError(errorMessageFor(401, response.statusText, answer), 401, answer);
    }
    if (!response.ok) throw new ApiError(errorMessageFor(response.status, response.statusText, answer), response.status, answer);
    if (typeof answer === 'string') {
      throw new ApiError('The server sent an answer that is not JSON.', response.status, answer);
    }
    return answer as T;
  };
}

