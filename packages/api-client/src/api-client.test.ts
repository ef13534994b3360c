import type { LoginSuccess, RegisterRequest, SalesEnquiryRequest } from '@wtm/contract';
import { createApiClient } from './api-client.ts';
import { answer, fakeFetch, headersOf } from './fake-fetch.ts';
import { session } from './session.ts';

const user: LoginSuccess = { success: true, token: 'tok-9', systemMessage: 'Welcome back', id: 'u9', email: 'u9@example.com', firstName: 'Usha', lastName: 'Rao' };
const ok = { success: true, systemMessage: 'Done' };

function client(...answers: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...(answers.length > 0 ? answers : [answer(200, ok)]));
  return { ...fake, api: createApiClient({ fetch: fake.fetch, goTo: jest.fn() }) };
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=xsrf-abc; path=/';
});

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('requests the client sends', () => {
  it('posts a registration as JSON with XSRF and same-origin credentials', async () => {
    const { api, only } = client(answer(200, { success: false, systemMessage: 'Email already registered' }));
    const body: RegisterRequest = {
      firstName: 'A', lastName: 'B', password: 'secret1', email: 'a@example.com', phoneNo: '98450 12345', city: 'Pune', company: 'C', jobTitleId: 3,
    };
    await api.register(body);
    const sent = only();
    expect(sent.url).toBe('/api/register/save');
    expect(sent.init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: JSON.stringify(body) });
    expect(headersOf(sent)).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'xsrf-abc' });
  });

  it('adds the bearer token once someone is signed in, and not before', async () => {
    const { api, sent } = client(answer(200, { productList: [], notUsedProductList: [] }));
    await api.myProduct('u9');
    session.signIn(user);
    await api.myProduct('u9');
    expect(headersOf(sent[0]!).Authorization).toBeUndefined();
    expect(headersOf(sent[1]!).Authorization).toBe('Bearer tok-9');
  });

  it('sends no XSRF header on GET', async () => {
    const { api, only } = client();
    await api.forgotPassword('a b@example.com');
    expect(only().url).toBe('/api/login/forgotPassword?username=a+b%40example.com');
    expect(only().init.method).toBe('GET');
    expect(headersOf(only())['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('sends no XSRF header to an API on another host', async () => {
    const fake = fakeFetch(answer(200, ok));
    const api = createApiClient({ baseUrl: 'https://api.example.com/', fetch: fake.fetch });
    session.signIn(user);
    await api.changePassword({ password: 'secret1', hash: 'h1' });
    expect(fake.only().url).toBe('https://api.example.com/api/login/changePassword');
    expect(headersOf(fake.only())).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer tok-9' });
  });

  it('posts a sales enquiry and the new password in the body, never the URL', async () => {
    const { api, sent } = client();
    const enquiry: SalesEnquiryRequest = { firstName: 'V', email: 'v@example.com', phoneNo: '98450 12345', enquiryFor: 'WTM Service CRM' };
    await api.salesEnquiry(enquiry);
    await api.changePassword({ password: 'n3w-secret', hash: 'abc' });
    expect(sent.map((s) => [s.init.method, s.url, s.init.body])).toEqual([
      ['POST', '/api/register/salesEnquiry', JSON.stringify(enquiry)],
      ['POST', '/api/login/changePassword', '{"password":"n3w-secret","hash":"abc"}'],
    ]);
  });

  it('builds the product queries', async () => {
    const { api, sent } = client(answer(200, { ...ok, projectUrl: '/p', productList: [], notUsedProductList: [] }));
    await api.checkProductClient('u9', 'CRM');
    await api.confirmAssignProduct('u9', 'SERVICE');
    await api.confirmAssignProduct('u9', 'ACCOUNT', 'SAEN');
    expect(sent.map((s) => s.url)).toEqual([
      '/api/account/checkProductClient?clientId=u9&productCode=CRM&parentProductCode=CRM',
      '/api/account/confirmAssignProduct?clientId=u9&productCode=SERVICE&planCode=SSEN',
      '/api/account/confirmAssignProduct?clientId=u9&productCode=ACCOUNT&planCode=SAEN',
    ]);
  });

  it('calls the /users endpoints with the right methods', async () => {
    const { api, sent } = client(answer(200, []), answer(200, {}), answer(200, {}), answer(204));
    await api.listUsers();
    await api.getUser('u/1');
    await api.updateUser('u1', { city: 'Pune' });
    await expect(api.deleteUser('u1')).resolves.toBeUndefined();
    expect(sent.map((s) => [s.init.method, s.url, s.init.body])).toEqual([
      ['GET', '/users', undefined],
      ['GET', '/users/u%2F1', undefined],
      ['PUT', '/users/u1', '{"city":"Pune"}'],
      ['DELETE', '/users/u1', undefined],
    ]);
    expect(headersOf(sent[3]!)['X-XSRF-TOKEN']).toBe('xsrf-abc');
  });

  it('calls the address confirmation and webinar endpoints, posting with XSRF', async () => {
    const { api, sent } = client(answer(200, ok), answer(200, ok), answer(200, { events: [] }), answer(200, ok));
    await api.verifyEmail('code-1');
    await api.resendVerification();
    await api.webinarSeats();
    await api.registerForWebinar('a b', { name: 'Meera', email: 'm@example.com', company: 'Iyer' });
    expect(sent.map((s) => [s.init.method, s.url, s.init.body])).toEqual([
      ['POST', '/api/register/verifyEmail', '{"code":"code-1"}'],
      ['POST', '/api/account/resendVerification', undefined],
      ['GET', '/api/events', undefined],
      ['POST', '/api/events/a%20b/registrations', '{"name":"Meera","email":"m@example.com","company":"Iyer"}'],
    ]);
    for (const index of [0, 1, 3]) expect(headersOf(sent[index]!)['X-XSRF-TOKEN']).toBe('xsrf-abc');
  });

  it('lists the sessions, signs one or every other out, and reads the security history', async () => {
    const { api, sent } = client(answer(200, { sessions: [] }), answer(200, ok), answer(200, ok), answer(200, { events: [] }));
    await api.accountSessions();
    await api.endSession('a/b');
    await api.endOtherSessions();
    await expect(api.securityEvents()).resolves.toEqual({ events: [] });
    expect(sent.map((s) => [s.init.method, s.url])).toEqual([
      ['GET', '/api/account/sessions'],
      ['DELETE', '/api/account/sessions/a%2Fb'],
      ['POST', '/api/account/sessions/signOutOthers'],
      ['GET', '/api/account/securityEvents'],
    ]);
    expect(headersOf(sent[1]!)['X-XSRF-TOKEN']).toBe('xsrf-abc');
  });

  it('posts a signed-in password change with the current password, XSRF and the token', async () => {
    const { api, sent } = client(answer(200, ok));
    await api.changeAccountPassword({ currentPassword: 'old one', password: 'new one!' });
    expect([sent[0]!.init.method, sent[0]!.url, sent[0]!.init.body]).toEqual(['POST', '/api/account/password', '{"currentPassword":"old one","password":"new one!"}']);
    expect(headersOf(sent[0]!)['X-XSRF-TOKEN']).toBe('xsrf-abc');
  });

  it('asks for an address change, and posts the codes of its two links, with XSRF', async () => {
    const { api, sent } = client(answer(200, ok), answer(200, ok), answer(200, ok));
    await api.requestEmailChange({ email: 'new@example.com', currentPassword: 'my one' });
    await api.confirmEmailChange('code-1');
    await api.undoEmailChange('code-2');
    expect(sent.map((s) => [s.init.method, s.url, s.init.body])).toEqual([
      ['POST', '/api/account/email', '{"email":"new@example.com","currentPassword":"my one"}'],
      ['POST', '/api/account/email/confirm', '{"code":"code-1"}'],
      ['POST', '/api/account/email/undo', '{"code":"code-2"}'],
    ]);
    for (const request of sent) expect(headersOf(request)['X-XSRF-TOKEN']).toBe('xsrf-abc');
  });

  it('asks to delete the account with the password and XSRF', async () => {
    const { api, sent } = client(answer(200, ok));
    await api.deleteAccount({ currentPassword: 'my one' });
    expect([sent[0]!.init.method, sent[0]!.url, sent[0]!.init.body]).toEqual(['POST', '/api/account/delete', '{"currentPassword":"my one"}']);
    expect(headersOf(sent[0]!)['X-XSRF-TOKEN']).toBe('xsrf-abc');
  });

  it('downloads the customer’s data with the token', async () => {
    const { api, sent } = client(answer(200, { exportedAt: 'x' }));
    await expect(api.exportAccountData()).resolves.toEqual({ exportedAt: 'x' });
    expect([sent[0]!.init.method, sent[0]!.url]).toEqual(['GET', '/api/account/export']);
  });

  it('reads the release dashboard of administrators', async () => {
    const dashboard = { windowHours: 48, remotes: [] };
    const { api, sent } = client(answer(200, dashboard));
    await expect(api.releaseDashboard()).resolves.toEqual(dashboard);
    expect(sent.map((s) => [s.init.method, s.url])).toEqual([['GET', '/api/admin/releases']]);
  });

  it('uploads a picture as its own bytes and type, with XSRF, and says the API’s refusal', async () => {
    const stored = { id: 'p-0123456789abcdef0123', width: 800, height: 500, widths: [320, 640, 800] };
    const { api, sent } = client(answer(201, stored), answer(415, { statusCode: 415, message: 'This file is an SVG drawing' }));
    const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await expect(api.uploadContentPicture('books', file)).resolves.toEqual(stored);
    await expect(api.uploadContentPicture('books', new Blob(['<svg/>']))).rejects.toMatchObject({ status: 415, message: 'This file is an SVG drawing' });
    expect(sent.map((s) => [s.init.method, s.url, headersOf(s)['Content-Type']])).toEqual([
      ['POST', '/api/content/books/pictures', 'image/jpeg'],
      ['POST', '/api/content/books/pictures', 'application/octet-stream'],
    ]);
    expect(sent[0]!.init.body).toBe(file);
    expect(headersOf(sent[0]!)['X-XSRF-TOKEN']).toBe('xsrf-abc');
  });

  it('reads and saves editors’ content, previews and publishes a section and rolls it back, grants and revokes editors, writing with XSRF', async () => {
    const view = { section: 'crm', entries: [] };
    const draft = { value: { trialDays: 14 }, revision: 2, updatedBy: 'e@example.com', updatedAt: '2026-12-02T09:00:00.000Z' };
    const { api, sent } = client(answer(200, view), answer(200, draft), answer(200, { section: 'crm', version: 'c-0', expiresAt: '2026-12-05T09:00:00.000Z', pages: [] }), answer(200, { section: 'crm', version: 'c-0', published: ['plans'] }), answer(200, { section: 'crm', version: 'c-1' }), answer(201, { id: 's1' }), answer(200, []), answer(204, ''), answer(200, []), answer(200, { id: 'id 1' }), answer(200, { id: 'id 1', editor: false }));
    await expect(api.contentSection('crm')).resolves.toEqual(view);
    await expect(api.saveContentDraft('crm', 'plans', { value: { trialDays: 14 }, revision: 1 })).resolves.toEqual(draft);
    await api.previewContent('crm');
    await api.publishContent('crm');
    await api.rollbackContent('crm');
    await api.scheduleContent('crm', '2027-04-01T00:00:00+05:30');
    await expect(api.contentSchedules('crm')).resolves.toEqual([]);
    await api.cancelContentSchedule('crm', 's 1');
    await expect(api.contentAudit('crm')).resolves.toEqual([]);
    await api.grantEditor('asha@example.com');
    await api.revokeEditor('id 1');
    expect(sent.map((s) => [s.init.method, s.url, s.init.body])).toEqual([
      ['GET', '/api/content/crm', undefined],
      ['PUT', '/api/content/crm/plans/draft', '{"value":{"trialDays":14},"revision":1}'],
      ['POST', '/api/content/crm/preview', undefined],
      ['POST', '/api/content/crm/publish', undefined],
      ['POST', '/api/content/crm/rollback', undefined],
      ['POST', '/api/content/crm/schedules', '{"at":"2027-04-01T00:00:00+05:30"}'],
      ['GET', '/api/content/crm/schedules', undefined],
      ['DELETE', '/api/content/crm/schedules/s%201', undefined],
      ['GET', '/api/content/crm/audit', undefined],
      ['POST', '/api/admin/editors', '{"email":"asha@example.com"}'],
      ['PUT', '/api/admin/users/id%201/editor', '{"editor":false}'],
    ]);
    for (const index of [1, 2, 3]) expect(headersOf(sent[index]!)['X-XSRF-TOKEN']).toBe('xsrf-abc');
  });

  it('points the installer link at the API host', () => {
    expect(createApiClient().downloadExeUrl).toBe('/account/downloadExe');
    expect(createApiClient({ baseUrl: 'https://api.example.com' }).downloadExeUrl).toBe('https://api.example.com/account/downloadExe');
  });
});

describe('sign-in, registration and sign-out', () => {
  it('stores a successful sign-in and sends rememberMe', async () => {
    const { api, only } = client(answer(200, user));
    await expect(api.login({ email: 'u9@example.com', password: 'secret1', rememberMe: true })).resolves.toEqual(user);
    expect(JSON.parse(String(only().init.body))).toEqual({ email: 'u9@example.com', password: 'secret1', rememberMe: true });
    expect(session.getCurrentUser()).toEqual(user);
  });

  it('stores nothing for a refused sign-in', async () => {
    const { api } = client(answer(200, { success: false, systemMessage: 'Invalid username or password' }));
    await expect(api.login({ email: 'u9@example.com', password: 'wrong' })).resolves.toMatchObject({ success: false });
    expect(session.getCurrentUser()).toBeNull();
  });

  it('signs in after a successful registration', async () => {
    const { api } = client(answer(200, user));
    await api.register({ firstName: 'A', lastName: 'B', password: 'secret1', email: 'a@example.com', phoneNo: '12345', city: 'C', company: 'D', jobTitleId: 1 });
    expect(session.isSignedIn()).toBe(true);
  });

  it('revokes the token on the server, then signs out', async () => {
    session.signIn(user);
    const { api, only } = client(answer(200, ok));
    await api.logout();
    expect(only()).toMatchObject({ url: '/api/login/logout', init: { method: 'POST' } });
    expect(headersOf(only())).toMatchObject({ Authorization: 'Bearer tok-9', 'X-XSRF-TOKEN': 'xsrf-abc' });
    expect(session.getCurrentUser()).toBeNull();
  });

  it('signs out without a call when nobody is signed in', async () => {
    const { api, sent } = client();
    await api.logout();
    expect(sent).toHaveLength(0);
  });

  it('treats a 401 on logout as done, without going to Login', async () => {
    session.signIn(user);
    const fake = fakeFetch(answer(401, { message: 'Session expired' }));
    const goTo = jest.fn();
    await expect(createApiClient({ fetch: fake.fetch, goTo }).logout()).resolves.toBeUndefined();
    expect(goTo).not.toHaveBeenCalled();
    expect(session.getCurrentUser()).toBeNull();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    session.signIn(user);
    const { api } = client(new TypeError('Failed to fetch'));
    await expect(api.logout()).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    expect(session.getCurrentUser()).toBeNull();
  });
});
