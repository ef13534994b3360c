import { gzipSync } from 'node:zlib';
import { registerUser, type RegisteredUser } from '../test/accounts-fixture.ts';
import { createTestApp, xsrfHeaders, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';

describe(`routes for small JSON (${testDialect()})`, () => {
  let testApp: TestApp;
  let user: RegisteredUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    user = await registerUser(testApp.app);
  });

  afterAll(() => testApp.close());

  const signInWith = (body: Buffer, encoding?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/login/login',
      headers: { ...xsrfHeaders(), 'content-type': 'application/json', ...(encoding ? { 'content-encoding': encoding } : {}) },
      payload: body,
    });

  // Browsers never compress such a body; taking one would let a few bytes inflate.
  it('refuses a compressed body as unreadable JSON, and signs no one in', async () => {
    const json = Buffer.from(JSON.stringify({ email: user.email, password: user.password }));
    const compressed = await signInWith(gzipSync(json), 'gzip');
    expect(compressed.statusCode).toBe(400);
    expect(compressed.json()).toEqual({ statusCode: 400, message: 'Malformed JSON in request body' });
    // The same body uncompressed signs in.
    const plain = await signInWith(json);
    expect(plain.json()).toMatchObject({ success: true, email: user.email });
  });
});
