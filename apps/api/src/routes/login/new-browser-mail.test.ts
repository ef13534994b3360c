import type { LightMyRequestResponse } from 'fastify';
import { clearRateLimits, postJson, registration, uniqueEmail } from '../../test/accounts-fixture.ts';
import { createTestApp, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SUBJECT = 'New sign-in to your WTM account';

/** The wtm_browser cookie an answer set, as its Set-Cookie line and its value. */
function browserCookieOf(response: LightMyRequestResponse): { line: string; value: string } | undefined {
  const line = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('wtm_browser='));
  return line === undefined ? undefined : { line, value: line.slice('wtm_browser='.length).split(';')[0]! };
}

describe(`a sign-in from a browser the account has never used (${testDialect()})`, () => {
  let testApp: TestApp;
  let address = 0;

  /** A JSON POST from a browser holding this wtm_browser cookie (or none), from its own address. */
  const post = (url: string, payload: object, browser?: string) => {
    const xsrf = xsrfHeaders();
    const cookie = browser === undefined ? xsrf.cookie! : `${xsrf.cookie}; wtm_browser=${browser}`;
    address += 1;
    return postJson(testApp.app, url, payload, { headers: { ...xsrf, cookie, 'user-agent': FIREFOX }, remoteAddress: `203.0.113.${address % 250}` });
  };
  const signIn = async (email: string, password: string, browser?: string) => {
    const response = await post('/api/login/login', { email, password }, browser);
    await testApp.app.background.drain();
    return response;
  };
  const register = async () => {
    const payload = registration({ email: uniqueEmail('browsers') });
    const response = await post('/api/register/save', payload);
    expect(response.json()).toMatchObject({ success: true });
    return { email: payload.email.toLowerCase(), password: payload.password, browser: browserCookieOf(response)!.value };
  };
  const noticesTo = (email: string) => testApp.app.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).where('kind', '=', 'new-sign-in').execute();

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  beforeEach(() => clearRateLimits(testApp.app));

  it('knows the browser that registered; another browser’s sign-in mails the owner once, with the session and a link to review it', async () => {
    const owner = await register();

    const same = await signIn(owner.email, owner.password, owner.browser);
    expect(same.json()).toMatchObject({ success: true });
    expect(browserCookieOf(same)?.value).toBe(owner.browser);
    expect(await noticesTo(owner.email)).toHaveLength(0);

    const other = await signIn(owner.email, owner.password);
    expect(other.json()).toMatchObject({ success: true });
    const otherBrowser = browserCookieOf(other)!;
    expect(otherBrowser.value).not.toBe(owner.browser);
    expect(otherBrowser.line).toMatch(/Max-Age=34560000/);
    expect(otherBrowser.line).toMatch(/Path=\/api\//);
    expect(otherBrowser.line).toMatch(/HttpOnly/);
    const [notice, ...more] = await noticesTo(owner.email);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ subject: SUBJECT });
    expect(notice!.text_body).toContain('Browser: Firefox 140 on Linux');
    expect(notice!.text_body).toMatch(/Network: 203\.0\.113\.0\/24/);
    expect(notice!.text_body).toContain('http://localhost:8080/account/security');

    // That browser is known from now on.
    expect((await signIn(owner.email, owner.password, otherBrowser.value)).json()).toMatchObject({ success: true });
    expect(await noticesTo(owner.email)).toHaveLength(1);
  });

  it('sets no cookie and mails nothing for a refused sign-in; a malformed cookie is a new browser', async () => {
    const owner = await register();
    const refused = await signIn(owner.email, 'not the password');
    expect(refused.json()).toMatchObject({ success: false });
    expect(browserCookieOf(refused)).toBeUndefined();
    expect(await noticesTo(owner.email)).toHaveLength(0);

    const forged = await signIn(owner.email, owner.password, 'not-a-token');
    expect(browserCookieOf(forged)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await noticesTo(owner.email)).toHaveLength(1);
  });

  it('knows browsers per account: a browser known to one account is new to another', async () => {
    const first = await register();
    const second = await register();
    expect((await signIn(second.email, second.password, first.browser)).json()).toMatchObject({ success: true });
    expect(await noticesTo(second.email)).toHaveLength(1);
    expect(await noticesTo(first.email)).toHaveLength(0);
  });

  it('mails at most 5 a day per account, and every sign-in past that still succeeds', async () => {
    const owner = await register();
    for (let attempt = 0; attempt < 7; attempt += 1) expect((await signIn(owner.email, owner.password)).json()).toMatchObject({ success: true });
    expect(await noticesTo(owner.email)).toHaveLength(5);
  });

  it('is sent even when mails a stranger can cause have used up the address’s daily cap', async () => {
    const owner = await register(); // the welcome mail: 1 of 3
    for (let request = 0; request < 3; request += 1) {
      await testApp.app.inject({ method: 'GET', url: `/api/login/forgotPassword?username=${encodeURIComponent(owner.email)}`, remoteAddress: `198.51.100.${request + 1}` });
      await testApp.app.background.drain();
    }
    const resets = await testApp.app.db.selectFrom('mail_outbox').select('id').where('recipient', '=', owner.email).where('kind', '=', 'password-reset').execute();
    expect(resets).toHaveLength(2); // the third is past the cap
    expect((await signIn(owner.email, owner.password)).json()).toMatchObject({ success: true });
    expect(await noticesTo(owner.email)).toHaveLength(1);
  });
});
