import { afterSignInPath, safeReturnUrl } from './safe-return-url.ts';

describe('safeReturnUrl', () => {
  it.each(['/account/home', '/books/pricing?currency=USD#plans', '/', '/crm/help', '/login%3Fx'])('keeps the site path %p', (path) => {
    expect(safeReturnUrl(path)).toBe(path);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/account/home'],
    ['backslash', '/\\evil.com'],
    ['backslash later', '/account\\..\\evil'],
    ['absolute', 'https://evil.com'],
    ['absolute same-looking', 'http://localhost/account/home'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['tab trick', '/\t/evil.com'],
    ['newline trick', '/\n/evil.com'],
    ['leading space', ' /account/home'],
    ['encoded slashes', '%2F%2Fevil.com'],
    ['encoded second slash', '/%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['encoded null', '/account%00'],
    ['broken encoding', '/account/%E0%A4%A'],
    ['relative path', 'account/home'],
    ['empty', ''],
  ])('falls back for %s', (_name, raw) => {
    expect(safeReturnUrl(raw)).toBe('/account/home');
  });

  it('falls back for null, undefined and oversized values', () => {
    expect(safeReturnUrl(null)).toBe('/account/home');
    expect(safeReturnUrl(undefined)).toBe('/account/home');
    expect(safeReturnUrl(`/${'a'.repeat(3000)}`)).toBe('/account/home');
  });

  it('uses the given fallback', () => {
    expect(safeReturnUrl('//evil.com', '/')).toBe('/');
  });
});

describe('afterSignInPath', () => {
  it.each(['/account/home?product=CRM', '/books/pricing#plans', '/', '/login-help', '/registered'])('keeps the site path %p', (path) => {
    expect(afterSignInPath(path)).toBe(path);
  });

  it.each(['/logout', '/login', '/login/forgetPassword', '/login/changePassword?hash=x', '/register?product=CRM', '/LOGOUT', '/logout/', '/logou%74', '/books/../logout'])(
    'does not go back to %p, which would sign in, register or sign out again',
    (path) => {
      expect(afterSignInPath(path)).toBe('/account/home');
    },
  );

  it('falls back for what safeReturnUrl refuses, and to the given fallback', () => {
    expect(afterSignInPath('//evil.com')).toBe('/account/home');
    expect(afterSignInPath('/logout', '')).toBe('');
  });
});
