import type { ProductAssignmentResponse } from '@wtm/contract';
import { registerUser } from '../../test/accounts-fixture.ts';
import { captureLogs } from '../../test/log-capture.ts';
import { accountGet, checkUrl, confirmUrl, myProductUrl } from '../../test/products-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';
import type { ProductProvisioner, ProvisionRequest } from '../../services/products/provisioning.ts';

/** A provisioner the test steers: each call waits for the test to settle it. */
function steeredProvisioner() {
  const calls: Array<{ request: ProvisionRequest; resolve: () => void; reject: (error: Error) => void }> = [];
  const waiters: Array<() => void> = [];
  const provisioner: ProductProvisioner = {
    provision: (request) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ request, resolve, reject });
        waiters.splice(0).forEach((wake) => wake());
      }),
  };
  const nextCall = async (count: number) => {
    while (calls.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return calls[count - 1]!;
  };
  return { provisioner, calls, nextCall };
}

describe(`product provisioning (${testDialect()})`, () => {
  let testApp: TestApp;
  const steered = steeredProvisioner();
  const logs = captureLogs();

  const rowOf = (userId: string) =>
    testApp.app.db.selectFrom('product_assignments').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    testApp = await createTestApp({
      products: { provisioner: steered.provisioner, answerWithinMs: 200, stepTimeoutMs: 1_000 },
      logStream: logs.stream,
    });
  });

  afterAll(() => testApp.close());

  it('answers "still being set up" without waiting for a slow step, keeps serving, and finishes in the background', async () => {
    const customer = await registerUser(testApp.app, { company: 'Slow Steps' });
    const pending = accountGet(testApp.app, confirmUrl(customer.id, 'CRM', 'SCEN'), customer.token);
    const call = await steered.nextCall(1);
    expect(call.request).toMatchObject({ userId: customer.id, email: customer.email, workspace: 'slow-steps-crm', attempt: 1 });

    // The server answers other requests while the step runs.
    expect((await accountGet(testApp.app, myProductUrl(customer.id), customer.token)).statusCode).toBe(200);
    const answer = await pending;
    expect(answer.json()).toMatchObject({
      success: false,
      systemMessage: 'WTM Salesgrow CRM is still being set up. Please try again in a moment.',
      productList: [],
    });
    expect(answer.json()).not.toHaveProperty('projectUrl');
    expect(await rowOf(customer.id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await accountGet(testApp.app, checkUrl(customer.id, 'CRM'), customer.token)).json()).toMatchObject({
      success: false,
      systemMessage: 'WTM Salesgrow CRM is still being set up. Please try again in a moment.',
    });

    call.resolve();
    await testApp.app.background.drain();
    expect(await rowOf(customer.id)).toMatchObject({ state: 'active', attempts: 1, lease_expires_at: null });
    const again = (await accountGet(testApp.app, confirmUrl(customer.id, 'CRM', 'SCEN'), customer.token)).json() as ProductAssignmentResponse;
    expect(again).toMatchObject({ success: true, systemMessage: 'WTM Salesgrow CRM is ready.' });
    expect(steered.calls).toHaveLength(1);
  });

  it('records a failed step with its error, shows the product as not used, and retries it at the next start', async () => {
    const customer = await registerUser(testApp.app, { company: 'Flaky Partners' });
    const first = accountGet(testApp.app, confirmUrl(customer.id, 'SERVICE', 'SSEN'), customer.token);
    (await steered.nextCall(2)).reject(new Error('service CRM is down'));
    expect((await first).json()).toMatchObject({
      success: false,
      systemMessage: 'We could not set up WTM Service CRM just now. Please try again in a moment.',
    });
    expect(await rowOf(customer.id)).toMatchObject({ state: 'failed', attempts: 1, last_error: 'service CRM is down', workspace: 'flaky-partners-service' });
    expect(logs.text()).toContain('product provisioning failed');
    expect((await accountGet(testApp.app, myProductUrl(customer.id), customer.token)).json()).toMatchObject({ productList: [] });
    expect((await accountGet(testApp.app, checkUrl(customer.id, 'SERVICE'), customer.token)).json()).toMatchObject({
      success: false,
      systemMessage: 'Setting up WTM Service CRM did not finish. Choose it under "Access other products" to try again.',
    });

    const second = accountGet(testApp.app, confirmUrl(customer.id, 'SERVICE', 'SSEN'), customer.token);
    const retry = await steered.nextCall(3);
    expect(retry.request).toMatchObject({ attempt: 2, workspace: 'flaky-partners-service' });
    retry.resolve();
    expect((await second).json()).toMatchObject({ success: true, productList: [{ productCode: 'SERVICE', productName: 'WTM Service CRM' }] });
    expect(await rowOf(customer.id)).toMatchObject({ state: 'active', attempts: 2, last_error: null });
  });

  it('runs one step for parallel starts of a product that takes time', async () => {
    const customer = await registerUser(testApp.app, { company: 'Parallel Goods' });
    const answers = Promise.all(Array.from({ length: 5 }, () => accountGet(testApp.app, confirmUrl(customer.id, 'ACCOUNT', 'SAEN'), customer.token)));
    const call = await steered.nextCall(4);
    call.resolve();
    for (const response of await answers) expect(response.json()).toMatchObject({ success: true });
    expect(steered.calls).toHaveLength(4);
    expect(await rowOf(customer.id)).toMatchObject({ state: 'active', attempts: 1 });
  });

  it('fails a step that never ends after its timeout, so the next start can retry it', async () => {
    const customer = await registerUser(testApp.app, { company: 'Stuck Ltd' });
    const answer = accountGet(testApp.app, confirmUrl(customer.id, 'CRM', 'SCEN'), customer.token);
    await steered.nextCall(5); // never settled by the test
    expect((await answer).json()).toMatchObject({ success: false });
    await testApp.app.background.drain();
    const row = await rowOf(customer.id);
    expect(row).toMatchObject({ state: 'failed', attempts: 1, lease_expires_at: null });
    expect(row.last_error).toContain('provisioning took longer than 1000 ms');
  });
});
