import { api, createApiClient, safeReturnUrl, session } from './index.ts';

describe('package entry', () => {
  it('exposes the shared client and session', () => {
    expect(typeof api.login).toBe('function');
    expect(typeof createApiClient).toBe('function');
    expect(session.getSnapshot()).toBeNull();
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '%2F%2Fevil.com', '/\t/evil.com'])(
    're-exports safeReturnUrl, which refuses %p',
    (raw) => {
      expect(safeReturnUrl(raw)).toBe('/account/home');
    },
  );

  it('re-exports safeReturnUrl, which keeps site paths', () => {
    expect(safeReturnUrl('/account/home?tab=products')).toBe('/account/home?tab=products');
    expect(safeReturnUrl(null, '/')).toBe('/');
  });
});
