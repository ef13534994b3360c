import type { LoginFailure, ProductAssignmentResponse } from '@wtm/contract';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';
import { answers, apiResponses } from './answer-schemas.ts';

// The serializer writes only what an answer's schema names: every optional field of the
// wire types must be in it, or clients would never see it.
describe(`answers written by their schemas (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    const failure: LoginFailure & { internal: string } = { success: false, systemMessage: 'Solve the challenge', challengeRequired: true, internal: 'not for clients' };
    testApp.app.get('/api/test/login-failure', { schema: { response: apiResponses(answers.login) } }, async () => failure);
    const opened: ProductAssignmentResponse = {
      success: true,
      systemMessage: 'ready',
      projectUrl: 'https://crm.example/open?handoff=t',
      productList: [{ productCode: 'CRM', productName: 'WTM Salesgrow CRM' }],
      notUsedProductList: [],
      emailVerified: true,
    };
    testApp.app.get('/api/test/opened', { schema: { response: apiResponses(answers.productAssignment) } }, async () => opened);
    testApp.app.get('/api/test/throttled', { schema: { response: apiResponses(answers.service) } }, async (_request, reply) =>
      reply.code(429).send({ message: 'Too many', statusCode: 429, stack: 'at secret.ts:1' }),
    );
  });

  afterAll(() => testApp.close());

  it('keeps challengeRequired on a refused sign-in, and drops what the wire type does not have', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/login-failure' });
    expect(response.json()).toEqual({ success: false, systemMessage: 'Solve the challenge', challengeRequired: true });
  });

  it('keeps projectUrl and both lists of an opened product', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/opened' });
    expect(response.json()).toEqual({
      success: true,
      systemMessage: 'ready',
      projectUrl: 'https://crm.example/open?handoff=t',
      emailVerified: true,
      productList: [{ productCode: 'CRM', productName: 'WTM Salesgrow CRM' }],
      notUsedProductList: [],
    });
  });

  it('writes a refusal as an error body', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/throttled' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: 'Too many', statusCode: 429 });
  });
});
