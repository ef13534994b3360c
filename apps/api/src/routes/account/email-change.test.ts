import { bearer, clearRateLimits, postJson, registerUser, signIn, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { DEFAULT_ABUSE_BUDGETS } from '../../config/abuse-budgets.ts';

const CODE = /code=([A-Za-z0-9_-]{43})/;

describe(`changing the address of an account (${testDialect()})`, () => {
  let testApp: TestApp;
  const ask = (user: RegisteredUser, payload: unknown) => postJson(testApp.app, '/api/account/email', payload, { headers: bearer(user.token) });
  const useLink = (kind: 'confirm' | 'undo', code: string) => postJson(testApp.app, `/api/account/email/${kind}`, { code });
  const mailsTo = (to: string, kind: string) => testApp.app.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', to).where('kind', '=', kind).orderBy('created_at').execute();
  const codeOf = async (to: string, kind: string) => CODE.exec((await mailsTo(to, kind)).at(-1)!.text_body)![1]!;
  const addressOf = async (user: RegisteredUser) => (await testApp.app.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email;
  const statusWith = async (token: string) => (await testApp.app.inject({ method: 'GET', url: '/api/account/sessions', headers: bearer(token) })).statusCode;
  let counter = 0;
  const freshAddress = () => `moved.${process.pid}.${Date.now()}.${(counter += 1)}@example.com`;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { budgets: { ...DEFAULT_ABUSE_BUDGETS, mailsPerRecipientPerDay: 10 } } });
  });

  afterAll(() => testApp.close());

  beforeEach(() => clearRateLimits(testApp.app));

  it('changes nothing until the new address’s link is used; then signs in with it and mails the old one an undo link', async () => {
    const user = await registerUser(testApp.app);
    const next = freshAddress();
    const asked = await ask(user, { email: ` ${next.toUpperCase()} `, currentPassword: user.password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ success: true });
    expect(await addressOf(user)).toBe(user.email);
    const [confirmation] = await mailsTo(next, 'email-change-confirmation');
    expect(confirmation).toMatchObject({ subject: 'Confirm your new email address for WTM' });
    expect(confirmation!.text_body).toContain('http://localhost:8080/account/confirmEmailChange?code=');

    const confirmed = await useLink('confirm', await codeOf(next, 'email-change-confirmation'));
    expect(confirmed.json()).toEqual({ success: true, systemMessage: `Your address is now ${next}. Use it to sign in from now on.`, userId: user.id, email: next });
    expect(await addressOf(user)).toBe(next);
    expect((await signIn(testApp.app, next, user.password)).json()).toMatchObject({ success: true });
    expect((await signIn(testApp.app, user.email, user.password)).json()).toMatchObject({ success: false });
    expect(await statusWith(user.token)).toBe(200); // a change of address signs nobody out
    const [notice] = await mailsTo(user.email, 'email-changed');
    expect(notice!.text_body).toContain(`changed to ${next}`);
    expect(notice!.text_body).toContain('http://localhost:8080/account/undoEmailChange?code=');
    // Used once.
    expect((await useLink('confirm', await codeOf(next, 'email-change-confirmation'))).json()).toEqual({ success: false, systemMessage: 'This link has already been used.' });
  });

  it('undoes from the old address: the address is back, every session ends, a pending change is cancelled', async () => {
    const user = await registerUser(testApp.app);
    const next = freshAddress();
    await ask(user, { email: next, currentPassword: user.password });
    await useLink('confirm', await codeOf(next, 'email-change-confirmation'));
    const undoCode = await codeOf(user.email, 'email-changed');
    // The thief, now signed in as `next`, asks for yet another address.
    const thief = { ...user, email: next, token: (await signIn(testApp.app, next, user.password)).json().token as string };
    const third = freshAddress();
    await ask(thief, { email: third, currentPassword: user.password });

    const undone = await useLink('undo', undoCode);
    expect(undone.json()).toMatchObject({ success: true, userId: user.id, email: user.email });
    expect(await addressOf(user)).toBe(user.email);
    expect(await statusWith(user.token)).toBe(401);
    expect(await statusWith(thief.token)).toBe(401);
    expect((await useLink('confirm', await codeOf(third, 'email-change-confirmation'))).json()).toMatchObject({ success: false, systemMessage: expect.stringContaining('replaced') });
    expect(await addressOf(user)).toBe(user.email);
  });

  it('answers an address that has an account as any other, mails that address a notice, and changes nothing', async () => {
    const user = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const free = await ask(user, { email: freshAddress(), currentPassword: user.password });
    const taken = await ask(user, { email: other.email, currentPassword: user.password });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json().success).toBe(true);
    expect(taken.json().systemMessage).toBe(`We sent a link to ${other.email}. Your address changes when you open it and press Confirm; until then you sign in with your current address.`);
    expect(await mailsTo(other.email, 'email-change-confirmation')).toEqual([]);
    const [notice] = await mailsTo(other.email, 'email-change-address-in-use');
    expect(notice).toMatchObject({ subject: 'This address already has a WTM account' });
    expect(notice!.text_body).not.toContain('code=');
  });

  it('refuses a link whose address another account took meanwhile, and leaves it usable', async () => {
    const user = await registerUser(testApp.app);
    const next = freshAddress();
    await ask(user, { email: next, currentPassword: user.password });
    const code = await codeOf(next, 'email-change-confirmation');
    const squatter = await registerUser(testApp.app, { email: next });
    expect((await useLink('confirm', code)).json()).toMatchObject({ success: false, systemMessage: expect.stringContaining('another WTM account') });
    expect(await addressOf(user)).toBe(user.email);
    await testApp.app.db.deleteFrom('users').where('id', '=', squatter.id).execute();
    expect((await useLink('confirm', code)).json()).toMatchObject({ success: true, email: next });
  });

  it('needs the current password and a new address; bad input is a 400 naming the field, never a 500', async () => {
    const user = await registerUser(testApp.app);
    const wrong = await ask(user, { email: freshAddress(), currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'The current password is not correct' });
    const same = await ask(user, { email: user.email.toUpperCase(), currentPassword: user.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ email: 'This is already the address of your account' });
    for (const payload of [{}, { email: 'not an address', currentPassword: user.password }, { email: freshAddress() }, { email: ['a@b.in'], currentPassword: user.password }, [1, 2]]) {
      const response = await ask(user, payload);
      expect(response.statusCode).toBe(400);
    }
    for (const code of ['', 'x'.repeat(600), 'short', { code: 1 }]) {
      const response = await postJson(testApp.app, '/api/account/email/confirm', typeof code === 'string' ? { code } : code);
      expect(response.statusCode === 400 || response.json().success === false).toBe(true);
    }
    expect((await useLink('undo', 'A'.repeat(43))).json()).toMatchObject({ success: false, systemMessage: 'This link is not valid. Open the link from the mail again.' });
    expect(await addressOf(user)).toBe(user.email);
  });

  it('is for a signed-in customer only, and 5 wrong passwords or 5 requests an hour answer 429', async () => {
    expect((await postJson(testApp.app, '/api/account/email', { email: freshAddress(), currentPassword: 'x' })).statusCode).toBe(401);
    const user = await registerUser(testApp.app);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await ask(user, { email: freshAddress(), currentPassword: 'wrong password' })).statusCode).toBe(400);
    expect((await ask(user, { email: freshAddress(), currentPassword: user.password })).statusCode).toBe(429);
    await clearRateLimits(testApp.app);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await ask(user, { email: freshAddress(), currentPassword: user.password })).json()).toMatchObject({ success: true });
    expect((await ask(user, { email: freshAddress(), currentPassword: user.password })).statusCode).toBe(429);
  });
});
