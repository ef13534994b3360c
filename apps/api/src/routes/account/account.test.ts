import type { MyProductResponse, ProductAssignmentResponse } from '@wtm/contract';
import { registerAdmin, registerUser, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { accountGet, checkUrl, codesOf, confirmUrl, handoffTokenOf, myProductUrl, startProduct } from '../../test/products-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const NO_ACCESS = { message: 'You do not have access to this account.', statusCode: 403 };
const ALL = [
  { productCode: 'ACCOUNT', productName: 'WTM Account Books and Inventory' },
  { productCode: 'CRM', productName: 'WTM Salesgrow CRM' },
  { productCode: 'SERVICE', productName: 'WTM Service CRM' },
];
/** The CRM in use: started without a chosen plan, it runs a trial of its Enterprise plan. */
const CRM_IN_USE = { ...ALL[1], plan: 'enterprise', trialEndsAt: expect.any(String) };

describe(`account home API (${testDialect()})`, () => {
  let testApp: TestApp;
  let acme: RegisteredUser;
  let other: RegisteredUser;
  let admin: RegisteredUser;

  const get = (url: string, token: string | undefined, headers?: Record<string, string>) => accountGet(testApp.app, url, token, headers);
  const assignmentsOf = (userId: string) =>
    testApp.app.db.selectFrom('product_assignments').selectAll().where('user_id', '=', userId).orderBy('product_code').execute();

  beforeAll(async () => {
    testApp = await createTestApp();
    acme = await registerUser(testApp.app, { company: 'Acme Traders' });
    other = await registerUser(testApp.app, { company: 'Other Works' });
    admin = await registerAdmin(testApp.app);
  });

  afterAll(() => testApp.close());

  it('answers 401 to every call without a live bearer token', async () => {
    for (const url of [myProductUrl(acme.id), checkUrl(acme.id, 'CRM'), confirmUrl(acme.id, 'CRM', 'SCEN')]) {
      for (const token of [undefined, 'not-a-token']) {
        const response = await get(url, token);
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
    }
    expect(await assignmentsOf(acme.id)).toEqual([]);
  });

  it('lists every product as not used for a new customer, names from the catalogue', async () => {
    const response = await get(myProductUrl(acme.id), acme.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ productList: [], notUsedProductList: ALL, emailVerified: true });
  });

  it('starts a product: success, a projectUrl on the configured base with a hand-off token, and both lists', async () => {
    const response = await get(confirmUrl(acme.id, 'CRM', 'SCEN'), acme.token);
    expect(response.statusCode).toBe(200);
    const body = response.json() as ProductAssignmentResponse;
    expect(body).toMatchObject({
      success: true,
      systemMessage: 'WTM Salesgrow CRM is ready.',
      productList: [ALL[1]],
      notUsedProductList: [ALL[0], ALL[2]],
    });
    const url = new URL(body.projectUrl!);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8080/products/crm/open');
    expect(handoffTokenOf(body.projectUrl!)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);

    const [row] = await assignmentsOf(acme.id);
    expect(row).toMatchObject({ product_code: 'CRM', plan_code: 'SCEN', state: 'active', attempts: 1, last_error: null, workspace: 'acme-traders-crm' });
    expect(row!.activated_at).toEqual(expect.any(Number));

    const lists = (await get(myProductUrl(acme.id), acme.token)).json() as MyProductResponse;
    expect(lists).toEqual({ productList: [CRM_IN_USE], notUsedProductList: [ALL[0], ALL[2]], emailVerified: true });
  });

  it('opens an owned product with a fresh single-use token each time', async () => {
    const first = (await get(checkUrl(acme.id, 'CRM'), acme.token)).json() as ProductAssignmentResponse;
    const second = (await get(checkUrl(acme.id, 'CRM'), acme.token)).json() as ProductAssignmentResponse;
    for (const body of [first, second]) {
      expect(body).toMatchObject({ success: true, systemMessage: 'Opening WTM Salesgrow CRM.', productList: [ALL[1]], notUsedProductList: [ALL[0], ALL[2]] });
    }
    expect(handoffTokenOf(first.projectUrl!)).not.toBe(handoffTokenOf(second.projectUrl!));
  });

  it('answers success false with a message, and no projectUrl, for a product the customer has not started', async () => {
    const response = await get(checkUrl(acme.id, 'ACCOUNT'), acme.token);
    expect(response.statusCode).toBe(200);
    const body = response.json() as ProductAssignmentResponse;
    expect(body).toEqual({
      success: false,
      systemMessage: 'You have not started WTM Account Books and Inventory yet. Choose it under "Access other products" to set it up.',
      productList: [CRM_IN_USE],
      notUsedProductList: [ALL[0], ALL[2]],
      emailVerified: true,
    });
    expect(await assignmentsOf(acme.id)).toHaveLength(1);
  });

  it('answers 403 for another customer’s clientId, on every call, and changes nothing', async () => {
    for (const url of [myProductUrl(acme.id), checkUrl(acme.id, 'CRM'), confirmUrl(acme.id, 'SERVICE', 'SSEN'), myProductUrl('no-such-user')]) {
      const response = await get(url, other.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(NO_ACCESS);
      expect(response.body).not.toContain('handoff');
    }
    expect((await assignmentsOf(acme.id)).map((row) => row.product_code)).toEqual(['CRM']);
    expect(await assignmentsOf(other.id)).toEqual([]);
  });

  it('lets an administrator read and start a customer’s products; the token hands over the administrator, not the customer', async () => {
    expect(codesOf(((await get(myProductUrl(acme.id), admin.token)).json() as MyProductResponse).productList)).toEqual(['CRM']);
    const started = await startProduct(testApp.app, admin.token, acme.id, 'SERVICE');
    expect(started).toMatchObject({ success: true, productList: [ALL[1], ALL[2]] });
    expect((await assignmentsOf(acme.id)).map((row) => row.product_code)).toEqual(['CRM', 'SERVICE']);
    expect(await assignmentsOf(admin.id)).toEqual([]);

    const verified = await testApp.app.handoff.verify(handoffTokenOf(started.projectUrl!));
    expect(verified).toEqual({ ok: true, handedOver: { userId: admin.id, email: admin.email, productCode: 'SERVICE', workspace: 'acme-traders-service', emailVerified: true } });
  });

  it('answers 404 when an administrator names a user that does not exist', async () => {
    const response = await get(myProductUrl('no-such-user'), admin.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'User not found', statusCode: 404 });
  });

  it.each([
    ['myProduct without clientId', '/api/account/myProduct', 'clientId', 'clientId is required'],
    ['a blank clientId', '/api/account/myProduct?clientId=%20%20', 'clientId', 'clientId is required'],
    ['a repeated clientId', '/api/account/myProduct?clientId=a&clientId=b', 'clientId', 'clientId must be given once'],
    ['an over-long clientId', `/api/account/myProduct?clientId=${'x'.repeat(201)}`, 'clientId', 'clientId must be at most 200 characters'],
    ['confirm without planCode', '/api/account/confirmAssignProduct?clientId=ME&productCode=CRM', 'planCode', 'planCode is required'],
    ['check without parentProductCode', '/api/account/checkProductClient?clientId=ME&productCode=CRM', 'parentProductCode', 'parentProductCode is required'],
  ])('answers 400 naming the parameter for %s', async (_case, url, parameter, message) => {
    const response = await get(url.replace('clientId=ME', `clientId=${other.id}`), other.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, statusCode: 400, errors: { [parameter]: message } });
    expect(await assignmentsOf(other.id)).toEqual([]);
  });

  it.each([
    ['an unknown product code', '/api/account/confirmAssignProduct?clientId=ME&productCode=BOOKS&planCode=SAEN', 'Unknown product code. Use one of ACCOUNT, CRM, SERVICE.'],
    ['a lower-case product code', '/api/account/checkProductClient?clientId=ME&productCode=crm&parentProductCode=crm', 'Unknown product code. Use one of ACCOUNT, CRM, SERVICE.'],
    ['an unknown plan code', '/api/account/confirmAssignProduct?clientId=ME&productCode=CRM&planCode=GOLD', 'Unknown plan code. Use one of SAEN, SCEN, SSEN.'],
    [
      'a plan of another product',
      '/api/account/confirmAssignProduct?clientId=ME&productCode=ACCOUNT&planCode=SCEN',
      'Plan SCEN does not belong to WTM Account Books and Inventory (ACCOUNT); its plan is SAEN.',
    ],
    [
      'a parent that is another product',
      '/api/account/checkProductClient?clientId=ME&productCode=CRM&parentProductCode=SERVICE',
      "parentProductCode must be the product's own code (CRM): each product is its own parent.",
    ],
    ['an unknown parent', '/api/account/checkProductClient?clientId=ME&productCode=CRM&parentProductCode=X', 'Unknown product code. Use one of ACCOUNT, CRM, SERVICE.'],
  ])('answers 400 with a message for %s', async (_case, url, message) => {
    const response = await get(url.replace('clientId=ME', `clientId=${other.id}`), other.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, statusCode: 400 });
    expect(await assignmentsOf(other.id)).toEqual([]);
  });

  it('assigns a product once when ten starts race, and every caller gets a projectUrl', async () => {
    const racer = await registerUser(testApp.app, { company: 'Racing Stores' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(confirmUrl(racer.id, 'ACCOUNT', 'SAEN'), racer.token)));
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, productList: [ALL[0]] });
    }
    const tokens = new Set(answers.map((response) => handoffTokenOf((response.json() as ProductAssignmentResponse).projectUrl!)));
    expect(tokens.size).toBe(10);
    const rows = await assignmentsOf(racer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'active', attempts: 1, workspace: 'racing-stores-account' });

    // Starting it again later changes nothing either.
    expect(await startProduct(testApp.app, racer.token, racer.id, 'ACCOUNT')).toMatchObject({ success: true });
    expect(await assignmentsOf(racer.id)).toEqual(rows);
  });

  it('gives each customer a workspace of their own, even with the same company name', async () => {
    const twin = await registerUser(testApp.app, { company: 'ACME  traders!' });
    await startProduct(testApp.app, twin.token, twin.id, 'CRM');
    expect((await assignmentsOf(twin.id))[0]!.workspace).toBe('acme-traders-crm-2');
  });

  it('builds projectUrl from configuration only, whatever Host or X-Forwarded-Host say', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    for (const url of [checkUrl(acme.id, 'CRM'), confirmUrl(acme.id, 'CRM', 'SCEN')]) {
      const body = (await get(url, acme.token, forged)).json() as ProductAssignmentResponse;
      expect(new URL(body.projectUrl!).origin).toBe('http://localhost:8080');
    }
  });
});

describe(`account home API with product URLs configured (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      config: { products: { urls: { CRM: 'https://crm.wtm.example/sso?from=portal' } } },
    });
  });

  afterAll(() => testApp.close());

  it('sends the customer to the configured product URL, keeping its query, with the token added', async () => {
    const customer = await registerUser(testApp.app);
    const crm = await startProduct(testApp.app, customer.token, customer.id, 'CRM');
    const url = new URL(crm.projectUrl!);
    expect(`${url.origin}${url.pathname}`).toBe('https://crm.wtm.example/sso');
    expect(url.searchParams.get('from')).toBe('portal');
    expect(url.searchParams.get('handoff')).toEqual(expect.any(String));
    // The others still go to this site's landing pages.
    const service = await startProduct(testApp.app, customer.token, customer.id, 'SERVICE');
    expect(service.projectUrl).toMatch(/^http:\/\/localhost:8080\/products\/service\/open\?handoff=/);
  });
});
