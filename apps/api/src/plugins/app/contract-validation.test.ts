import { createTestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

describe(`route schemas (${testDialect()})`, () => {
  it('refuses to start with a route schema that is not one of the contract', async () => {
    const testApp = await createTestApp();
    try {
      testApp.app.post('/api/test/json-schema', { schema: { body: { type: 'object', properties: { email: { type: 'string' } } } } }, async () => ({}));
      await expect(testApp.app.ready()).rejects.toThrow('POST /api/test/json-schema: the body schema must be a schema of @wtm/contract (yup)');
    } finally {
      await testApp.close();
    }
  });
});
