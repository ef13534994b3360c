import { brotliDecompressSync } from 'node:zlib';
import { forgotPasswordSchema } from '@wtm/contract';
import { createTestApp, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

describe(`error answers (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    // Test-only routes: one with a schema, one that fails, one with a large answer.
    testApp.app.post('/api/test/echo', { schema: { body: forgotPasswordSchema } }, async (request) => request.body);
    testApp.app.get('/api/test/fail', async () => {
      throw Object.assign(new Error('relation "users" does not exist at /srv/db.ts:12'), { code: '42P01' });
    });
    testApp.app.get('/api/test/teapot', async (_request, reply) => reply.code(418).send({ message: 'I am a teapot', statusCode: 418 }));
    testApp.app.get('/api/test/big', async () => ({ items: Array.from({ length: 200 }, (_, index) => ({ index, name: `item ${index}` })) }));
    testApp.app.get('/api/test/small', async () => ({ ok: true }));
  });

  afterAll(() => testApp.close());

  const post = (payload: string, contentType = 'application/json') =>
    testApp.app.inject({ method: 'POST', url: '/api/test/echo', headers: { ...xsrfHeaders(), 'content-type': contentType }, payload });

  it("answers schema validation errors with 400, each field's message and the first of them", async () => {
    const response = await post('{"name":"x"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Username/Email required', statusCode: 400, errors: { username: 'Username/Email required' } });
  });

  it('hands the handler the cleaned input: trimmed, unknown keys dropped', async () => {
    const response = await post('{"username":"  a@example.com ","role":"admin"}');
    expect(response.json()).toEqual({ username: 'a@example.com' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await post('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: 'Malformed JSON in request body' });
  });

  it('answers a body over 64 KB with 413', async () => {
    const response = await post(JSON.stringify({ email: 'x'.repeat(70 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ statusCode: 413, message: 'Request body is too large (the limit is 64 KB)' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await post('<email/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Unsupported Content-Type');
  });

  it('passes deliberate 4xx answers through', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ message: 'I am a teapot', statusCode: 418 });
  });

  it('answers unexpected errors with a generic 500 that reveals nothing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/fail' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', statusCode: 500 });
    expect(response.body).not.toMatch(/relation|srv|42P01/);
  });

  it('answers a malformed URL with 400', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed URL', statusCode: 400 });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses JSON answers over 1 KB and leaves small ones alone', async () => {
    const big = await testApp.app.inject({ method: 'GET', url: '/api/test/big', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).items).toHaveLength(200);
    const small = await testApp.app.inject({ method: 'GET', url: '/api/test/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
