import { REDACTED, redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('replaces the values of password, hash and token', () => {
    expect(redactUrl('/api/login/changePassword?password=secret123&hash=abc')).toBe(
      `/api/login/changePassword?password=${REDACTED}&hash=${REDACTED}`,
    );
    expect(redactUrl('/x?token=t0k3n')).toBe(`/x?token=${REDACTED}`);
    expect(redactUrl('/crm/pricing?preview=eyJz.c2ln')).toBe(`/crm/pricing?preview=${REDACTED}`);
  });

  it('keeps other parameters exactly as they came', () => {
    expect(redactUrl('/api/login/forgotPassword?username=a%40b.com&x=1')).toBe('/api/login/forgotPassword?username=a%40b.com&x=1');
    expect(redactUrl('/api/account/myProduct?clientId=7&password=p')).toBe(`/api/account/myProduct?clientId=7&password=${REDACTED}`);
  });

  it('catches encoded, differently cased and related names', () => {
    expect(redactUrl('/x?Pass%77ord=s1&HASH=h1&confirmPassword=s2&newPassword=s3&access_token=s4')).toBe(
      `/x?Pass%77ord=${REDACTED}&HASH=${REDACTED}&confirmPassword=${REDACTED}&newPassword=${REDACTED}&access_token=${REDACTED}`,
    );
  });

  it('redacts repeated and value-less parameters', () => {
    expect(redactUrl('/x?password=a&password=b&hash')).toBe(`/x?password=${REDACTED}&password=${REDACTED}&hash=${REDACTED}`);
  });

  it('leaves URLs without a query alone, and survives undecodable names', () => {
    expect(redactUrl('/books/pricing')).toBe('/books/pricing');
    expect(redactUrl('/x?%zz=1&password=2')).toBe(`/x?%zz=1&password=${REDACTED}`);
  });
});
