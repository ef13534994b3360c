import { afterSignInPath, api, createApiClient, session } from './index.ts';

describe('package entry', () => {
  it('exposes the shared client and session', () => {
    expect(typeof api.login).toBe('function');
    expect(typeof createApiClient).toBe('function');
    expect(session.getSnapshot()).toBeNull();
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '%2F%2Fevil.com', '/\t/evil.com'])(
    're-exports afterSignInPath, which refuses %p',
    (raw) => {
      expect(afterSignInPath(raw)).toBe('/account/home');
    },
  );

  it('re-exports afterSignInPath, which keeps site paths', () => {
    expect(afterSignInPath('/account/home?tab=products')).toBe('/account/home?tab=products');
    expect(afterSignInPath(null, '/')).toBe('/');
  });
});
