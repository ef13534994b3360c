import { readCookie } from './cookies.ts';
import {
  bearerToken,
  composeInterceptors,
  isRelativeUrl,
  jsonBody,
  sameOriginCredentials,
  xsrfToken,
  type ApiRequest,
  type HttpMethod,
} from './interceptors.ts';

const request = (method: HttpMethod, url = '/api/login/login'): ApiRequest => ({ method, url, headers: {} });

describe('bearerToken', () => {
  it('adds the bearer header when there is a token', () => {
    expect(bearerToken(() => 'tok-1')(request('GET')).headers).toEqual({ Authorization: 'Bearer tok-1' });
  });

  it('adds nothing without a token', () => {
    expect(bearerToken(() => null)(request('POST')).headers).toEqual({});
  });
});

describe('xsrfToken', () => {
  const withCookie = xsrfToken(() => 'xsrf-1');

  it.each<HttpMethod>(['POST', 'PUT', 'DELETE'])('echoes the cookie on %s to a relative URL', (method) => {
    expect(withCookie(request(method)).headers).toEqual({ 'X-XSRF-TOKEN': 'xsrf-1' });
  });

  it.each<HttpMethod>(['GET', 'HEAD'])('leaves %s alone', (method) => {
    expect(withCookie(request(method)).headers).toEqual({});
  });

  it.each(['https://api.example.com/api/login/login', '//api.example.com/x', '/\\api.example.com/x', 'HTTP://x.test/'])(
    'never sends the token to the absolute URL %p',
    (url) => {
      expect(withCookie(request('POST', url)).headers).toEqual({});
    },
  );

  it('sends nothing when the cookie is absent', () => {
    expect(xsrfToken(() => null)(request('POST')).headers).toEqual({});
  });
});

describe('jsonBody and sameOriginCredentials', () => {
  it('serialises json into the body with its content type', () => {
    const result = jsonBody({ ...request('POST'), json: { a: 1 } });
    expect(result).toEqual({
      method: 'POST',
      url: '/api/login/login',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('sends no content type without a body', () => {
    expect(jsonBody(request('GET')).headers).toEqual({ Accept: 'application/json' });
  });

  it('defaults credentials to same-origin without overriding a choice', () => {
    expect(sameOriginCredentials(request('GET')).credentials).toBe('same-origin');
    expect(sameOriginCredentials({ ...request('GET'), credentials: 'omit' }).credentials).toBe('omit');
  });
});

describe('composeInterceptors', () => {
  it('runs left to right and never mutates the input', () => {
    const input = request('POST');
    const pipeline = composeInterceptors(bearerToken(() => 't'), (r) => ({ ...r, headers: { ...r.headers, Authorization: 'replaced' } }));
    expect(pipeline(input).headers).toEqual({ Authorization: 'replaced' });
    expect(input.headers).toEqual({});
  });
});

describe('isRelativeUrl', () => {
  it('tells site paths from other hosts', () => {
    expect(isRelativeUrl('/api/x')).toBe(true);
    expect(isRelativeUrl('api/x')).toBe(true);
    expect(isRelativeUrl('https://x.test/api')).toBe(false);
    expect(isRelativeUrl('//x.test/api')).toBe(false);
    expect(isRelativeUrl('\\\\x.test/api')).toBe(false);
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=ab%2Bc; b=2')).toBe('ab+c');
    expect(readCookie('XSRF-TOKEN', 'MY-XSRF-TOKEN=no; b=2')).toBeNull();
    expect(readCookie('XSRF-TOKEN', '')).toBeNull();
  });

  it('reads document.cookie by default', () => {
    document.cookie = 'XSRF-TOKEN=from-document; path=/';
    expect(readCookie('XSRF-TOKEN')).toBe('from-document');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});
