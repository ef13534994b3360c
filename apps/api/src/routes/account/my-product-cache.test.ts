import { randomUUID } from 'node:crypto';
import type { MyProductResponse } from '@wtm/contract';
import { registerUser, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { accountGet, codesOf, confirmUrl, myProductUrl, planOf } from '../../test/products-fixture.ts';
import { captureLogs } from '../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import { ACTIVE_PRODUCTS_CACHE_MS } from '../../services/products.service.ts';

// myProduct remembers a customer's active products for a moment (decision 0016): an
// activation through this instance shows at once, one by another instance within
// ACTIVE_PRODUCTS_CACHE_MS.
describe(`myProduct and activations (${testDialect()})`, () => {
  let testApp: TestApp;
  let clock = Date.now();
  let customer: RegisteredUser;
  const logs = captureLogs();

  const activeCodes = async () => {
    const response = await accountGet(testApp.app, myProductUrl(customer.id), customer.token);
    expect(response.statusCode).toBe(200);
    return (response.json() as MyProductResponse).productList.map((product) => product.productCode).sort();
  };

  beforeAll(async () => {
    testApp = await createTestApp({ products: { now: () => clock }, logStream: logs.stream });
    customer = await registerUser(testApp.app);
  });

  afterAll(() => testApp.close());

  it('lists a product started through this instance at once', async () => {
    expect(await activeCodes()).toEqual([]);
    const started = await accountGet(testApp.app, confirmUrl(customer.id, 'ACCOUNT', planOf.ACCOUNT), customer.token);
    expect(started.json()).toMatchObject({ success: true });
    expect(await activeCodes()).toEqual(['ACCOUNT']);
  });

  it('lists a product another instance activated within ACTIVE_PRODUCTS_CACHE_MS', async () => {
    clock += ACTIVE_PRODUCTS_CACHE_MS;
    expect(await activeCodes()).toEqual(['ACCOUNT']);
    // Another instance (same database) finishes setting up the CRM for this customer.
    await testApp.app.db
      .insertInto('product_assignments')
      .values({
        id: randomUUID(),
        user_id: customer.id,
        product_code: 'CRM',
        plan_code: planOf.CRM,
        workspace: `crm-${randomUUID()}`,
        state: 'active',
        attempts: 1,
        created_at: clock,
        updated_at: clock,
        activated_at: clock,
      })
      .execute();
    clock += ACTIVE_PRODUCTS_CACHE_MS;
    expect(await activeCodes()).toEqual(['ACCOUNT', 'CRM']);
  });

  it('checks the query as ever while the lists are remembered: a repeated or padded id, another customer\'s', async () => {
    expect(await activeCodes()).toEqual(['ACCOUNT', 'CRM']);
    const other = await registerUser(testApp.app);
    const answers = await Promise.all(
      [`clientId=${customer.id}&clientId=${customer.id}`, `clientId=%20${customer.id}`, `clientId=${other.id}`].map((query) =>
        accountGet(testApp.app, `/api/account/myProduct?${query}`, customer.token),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 200, 403]);
    expect(answers[0]!.json()).toEqual({ message: 'clientId must be given once', statusCode: 400 });
    expect(codesOf((answers[1]!.json() as MyProductResponse).productList)).toEqual(['ACCOUNT', 'CRM']);
    // Answered at once while remembered, by a handler that is not async: each answer is sent once.
    expect(logs.text()).not.toMatch(/already sent/i);
  });
});
