import { sessionEndedLoginUrl, sessionEndedMessage } from './session-ended.ts';

describe('sessionEndedLoginUrl', () => {
  it('keeps the page the customer was on, query included, as the returnUrl', () => {
    const url = new URL(sessionEndedLoginUrl('/account/home?product=CRM'), 'https://site.test');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('returnUrl')).toBe('/account/home?product=CRM');
    expect(url.searchParams.get('session')).toBe('ended');
  });

  it('leaves out a returnUrl that is Login, Register, Logout or not a site path', () => {
    for (const page of ['/login', '/login/forgetPassword', '/register', '/logout', '//evil.example/x', '']) {
      const url = new URL(sessionEndedLoginUrl(page), 'https://site.test');
      expect(url.searchParams.has('returnUrl')).toBe(false);
      expect(url.searchParams.get('session')).toBe('ended');
    }
  });

  it('has the issue text word for word', () => {
    expect(sessionEndedMessage).toBe('Your session has ended. Please log in again.');
  });
});
