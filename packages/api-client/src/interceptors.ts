// The request pipeline: small pure functions from request to request, composed once.
// They run before fetch, so tests can check each one without a network.
import { xsrfCookieName, xsrfHeaderName } from '@wtm/contract/data';
import { readCookie } from './cookies.ts';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

/** A request before it is handed to fetch. */
export interface ApiRequest {
  method: HttpMethod;
  /** A path relative to this site ("/api/…") or an absolute URL. */
  url: string;
  headers: Record<string, string>;
  /** A value to send as JSON; {@link jsonBody} turns it into `body`. */
  json?: unknown;
  /** The body as sent: JSON text, or a file's bytes (a picture upload). */
  body?: string | Blob;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

/** One step of the pipeline. */
export type RequestInterceptor = (request: ApiRequest) => ApiRequest;

/** Runs the interceptors left to right. */
export function composeInterceptors(...interceptors: RequestInterceptor[]): RequestInterceptor {
  return (request) => interceptors.reduce((current, interceptor) => interceptor(current), request);
}

function withHeader(request: ApiRequest, name: string, value: string): ApiRequest {
  return { ...request, headers: { ...request.headers, [name]: value } };
}

/**
 * True for a path of this site. "//host" and "/\host" are protocol-relative in browsers
 * (a backslash counts as a slash), so they are absolute, like "https://host".
 */
export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !/^[\\/]{2}/.test(url);
}

/** Sends cookies (the XSRF cookie, any session cookie) to this site only. */
export const sameOriginCredentials: RequestInterceptor = (request) =>
  request.credentials ? request : { ...request, credentials: 'same-origin' };

/** Asks for JSON and serialises `json` into the body with its content type. */
export const jsonBody: RequestInterceptor = (request) => {
  const accepting = withHeader(request, 'Accept', 'application/json');
  if (request.json === undefined) return accepting;
  const { json, ...rest } = withHeader(accepting, 'Content-Type', 'application/json');
  return { ...rest, body: JSON.stringify(json) };
};

/** Adds `Authorization: Bearer <token>` when `getToken` gives one. */
export function bearerToken(getToken: () => string | null): RequestInterceptor {
  return (request) => {
    const token = getToken();
    return token ? withHeader(request, 'Authorization', `Bearer ${token}`) : request;
  };
}

/**
 * Echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header on state-changing requests to
 * relative URLs only: reads never need it, and another host must never see it.
 */
export function xsrfToken(readToken: () => string | null = () => readCookie(xsrfCookieName)): RequestInterceptor {
  return (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !isRelativeUrl(request.url)) return request;
    const token = readToken();
    return token ? withHeader(request, xsrfHeaderName, token) : request;
  };
}
