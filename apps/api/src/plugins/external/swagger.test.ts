import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { required?: string[]; properties: Record<string, Record<string, unknown>> }; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: Array<Record<string, string[]>>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

const XSRF = { xsrfHeader: [], xsrfCookie: [] };
const BEARER = { bearerAuth: [] };

// The calls (and ours beside them): method, path as served, its query or path
// parameters, the required fields of its body, the statuses it answers besides 200, and
// the security it needs.
const calls: Array<[string, string, string[], string[], string[], Record<string, never[]> | undefined]> = [
  ['get', '/users', [], [], ['401', '403', '503'], BEARER],
  ['get', '/users/{id}', ['path id'], [], ['400', '401', '403', '404', '503'], BEARER],
  ['put', '/users/{id}', ['path id'], [], ['400', '401', '403', '404', '503'], { ...BEARER, ...XSRF }],
  ['delete', '/users/{id}', ['path id'], [], ['400', '401', '403', '404', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/register/save', [], ['firstName', 'lastName', 'email', 'password', 'phoneNo', 'city', 'company', 'jobTitleId'], ['400', '403', '429', '503'], XSRF],
  ['post', '/api/login/login', [], ['email', 'password'], ['400', '403', '429', '503'], XSRF],
  ['get', '/api/login/forgotPassword', ['query username'], [], ['400', '429', '503'], undefined],
  ['get', '/api/login/changePassword', ['query password', 'query hash'], [], ['400', '429', '503'], undefined],
  ['post', '/api/login/changePassword', [], ['password', 'hash'], ['400', '403', '429', '503'], XSRF],
  ['post', '/api/register/salesEnquiry', [], ['firstName', 'enquiryFor', 'email', 'phoneNo'], ['400', '403', '429', '503'], XSRF],
  ['get', '/api/account/myProduct', ['query clientId'], [], ['400', '401', '403', '404', '503'], BEARER],
  ['get', '/api/account/checkProductClient', ['query clientId', 'query productCode', 'query parentProductCode'], [], ['400', '401', '403', '404', '429', '503'], BEARER],
  ['get', '/api/account/confirmAssignProduct', ['query clientId', 'query productCode', 'query planCode'], [], ['400', '401', '403', '404', '429', '503'], BEARER],
  ['post', '/api/login/logout', [], [], ['401', '403', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/handoff/verify', [], ['token'], ['400', '503'], undefined],
  ['get', '/healthz', [], [], ['503'], undefined],
  ['get', '/readyz', [], [], ['503'], undefined],
  ['get', '/remotes.json', [], [], [], undefined],
  ['get', '/api/challenge', [], [], ['429', '503'], undefined],
  ['post', '/api/register/verifyEmail', [], ['code'], ['400', '403', '429', '503'], XSRF],
  ['post', '/api/account/resendVerification', [], [], ['401', '403', '429', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/account/password', [], ['currentPassword', 'password'], ['400', '401', '403', '429', '503'], { ...BEARER, ...XSRF }],
  ['get', '/api/account/sessions', [], [], ['401', '503'], BEARER],
  ['delete', '/api/account/sessions/{id}', ['path id'], [], ['400', '401', '403', '404', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/account/sessions/signOutOthers', [], [], ['401', '403', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/account/email', [], ['email', 'currentPassword'], ['400', '401', '403', '429', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/account/email/confirm', [], ['code'], ['400', '403', '429', '503'], XSRF],
  ['post', '/api/account/email/undo', [], ['code'], ['400', '403', '429', '503'], XSRF],
  ['get', '/api/account/securityEvents', [], [], ['401', '503'], BEARER],
  ['get', '/api/account/export', [], [], ['401', '429', '503'], BEARER],
  ['post', '/api/account/delete', [], ['currentPassword'], ['400', '401', '403', '429', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/login/secondFactor', [], ['token', 'code'], ['400', '403', '429', '503'], XSRF],
  ['post', '/api/login/passkey/options', [], [], ['403', '503'], XSRF],
  ['post', '/api/login/passkey', [], ['challengeId', 'response'], ['400', '403', '429', '503'], XSRF],
  ['get', '/api/account/secondFactors', [], [], ['401', '503'], BEARER],
  ['post', '/api/account/authenticatorApp/setup', [], [], ['401', '403', '429', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/account/authenticatorApp', [], ['code'], ['400', '401', '403', '429', '503'], { ...BEARER, ...XSRF }],
  ['delete', '/api/account/authenticatorApp', [], [], ['401', '403', '404', '429', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/account/recoveryCodes', [], [], ['401', '403', '409', '429', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/account/passkeys/options', [], [], ['401', '403', '429', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/account/passkeys', [], ['challengeId', 'response', 'name'], ['400', '401', '403', '409', '429', '503'], { ...BEARER, ...XSRF }],
  ['patch', '/api/account/passkeys/{id}', ['path id'], ['name'], ['400', '401', '403', '404', '503'], { ...BEARER, ...XSRF }],
  ['delete', '/api/account/passkeys/{id}', ['path id'], [], ['400', '401', '403', '404', '429', '503'], { ...BEARER, ...XSRF }],
  ['get', '/api/events', [], [], ['503'], undefined],
  ['get', '/api/admin/releases', [], [], ['401', '403', '503'], BEARER],
  ['get', '/api/admin/heldLeads', [], [], ['401', '403', '503'], BEARER],
  ['post', '/api/events/{slug}/registrations', ['path slug'], ['name', 'email', 'company'], ['400', '403', '404', '429', '503'], XSRF],
  ['get', '/api/admin/editors', [], [], ['401', '403', '503'], BEARER],
  ['post', '/api/admin/editors', [], ['email'], ['400', '401', '403', '404', '503'], { ...BEARER, ...XSRF }],
  ['put', '/api/admin/users/{id}/editor', ['path id'], ['editor'], ['400', '401', '403', '404', '503'], { ...BEARER, ...XSRF }],
  ['get', '/api/content/{section}', ['path section'], [], ['400', '401', '403', '503'], BEARER],
  ['put', '/api/content/{section}/{entry}/draft', ['path section', 'path entry'], ['value', 'revision'], ['400', '401', '403', '409', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/content/{section}/publish', ['path section'], [], ['400', '401', '403', '409', '422', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/content/{section}/preview', ['path section'], [], ['400', '401', '403', '409', '422', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/content/{section}/canary', ['path section'], ['percent'], ['201', '400', '401', '403', '409', '422', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/content/{section}/canary/promote', ['path section'], [], ['200', '400', '401', '403', '404', '422', '503'], { ...BEARER, ...XSRF }],
  ['delete', '/api/content/{section}/canary', ['path section'], [], ['204', '400', '401', '403', '404', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/content/{section}/pictures', ['path section'], [], ['201', '400', '401', '403', '413', '415', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/content/{section}/rollback', ['path section'], [], ['400', '401', '403', '409', '503'], { ...BEARER, ...XSRF }],
  ['post', '/api/content/{section}/schedules', ['path section'], ['at'], ['201', '400', '401', '403', '409', '503'], { ...BEARER, ...XSRF }],
  ['get', '/api/content/{section}/schedules', ['path section'], [], ['400', '401', '403', '503'], BEARER],
  ['delete', '/api/content/{section}/schedules/{id}', ['path section', 'path id'], [], ['204', '400', '401', '403', '404', '409', '503'], { ...BEARER, ...XSRF }],
  ['get', '/api/content/{section}/audit', ['path section'], [], ['400', '401', '403', '503'], BEARER],
];

/** Runs the validator's own command (it is an ES module, which Jest's CommonJS runtime cannot load). */
async function validateOpenApi(document: string): Promise<{ valid: boolean; errors?: unknown }> {
  const folder = await mkdtemp(join(tmpdir(), 'wtm-openapi-'));
  try {
    const file = join(folder, 'openapi.json');
    await writeFile(file, document);
    const cli = join(dirname(require.resolve('@seriousme/openapi-schema-validator/package.json')), 'bin', 'validate-api-cli.js');
    const { stdout } = await promisify(execFile)(process.execPath, [cli, file]).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    return JSON.parse(stdout) as { valid: boolean; errors?: unknown };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe(`the OpenAPI document at /api/openapi.json (${testDialect()})`, () => {
  let testApp: TestApp;
  let text: string;
  let document: OpenApiDocument;

  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    text = response.body;
    document = response.json() as OpenApiDocument;
  });

  afterAll(() => testApp.close());

  it('is an OpenAPI 3.1 document that validates against the official 3.1 schema', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(await validateOpenApi(text)).toEqual({ valid: true });
  });

  it('finds the validator wanting when the document is broken (the check can fail)', async () => {
    const broken = { ...document, paths: { ...document.paths, '/healthz': { get: { responses: 'none' } } } };
    expect((await validateOpenApi(JSON.stringify(broken))).valid).toBe(false);
  });

  it.each(calls)('describes %s %s: parameters, body, answers, security', (method, path, parameters, bodyFields, statuses, security) => {
    const operation = document.paths[path]?.[method];
    if (operation === undefined) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
    expect((operation.parameters ?? []).map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual(parameters);
    for (const parameter of operation.parameters ?? []) expect(parameter).toMatchObject({ required: true, schema: { type: 'string' } });
    if (bodyFields.length === 0) expect(operation.requestBody?.content['application/json']?.schema.required ?? []).toEqual([]);
    else expect(operation.requestBody?.content['application/json']?.schema.required).toEqual(bodyFields);
    // The success is a 200 unless the row names another (201, 204); a 204 has no body.
    const answered = statuses.some((status) => status.startsWith('2')) ? statuses : ['200', ...statuses];
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(answered));
    for (const status of answered.filter((one) => one !== '204')) expect(operation.responses[status]?.content?.['application/json']?.schema).toBeDefined();
    expect(operation.security).toEqual(security === undefined ? undefined : [security]);
  });

  it('describes the telemetry beacon: its body, 204 with no content, 413 and 429, and no XSRF pair (a beacon sends no header)', () => {
    const operation = document.paths['/api/telemetry']?.post;
    expect(operation?.requestBody?.content['application/json']?.schema.required).toEqual(['shellVersion', 'events']);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['204', '400', '413', '429', '503']));
    expect(operation?.responses['204']?.content).toBeUndefined();
    expect(operation?.security).toBeUndefined();
  });

  it('describes the picture upload: a file’s bytes in each accepted type as the body, 201, 413 and 415', () => {
    const operation = document.paths['/api/content/{section}/pictures']?.post;
    const content = operation?.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/octet-stream']);
    for (const type of Object.values(content)) expect(type.schema).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '403', '413', '415']));
  });

  it('lists the API only: no pages, files or the docs themselves', () => {
    const documented = new Set([...calls.map(([method, path]) => `${method} ${path}`), 'post /api/telemetry']);
    const listed = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(listed.sort()).toEqual([...documented].sort());
  });

  it('shows the rules and messages of the contract: lengths, control characters, choices', () => {
    const register = document.paths['/api/register/save']!.post!.requestBody!.content['application/json']!.schema.properties;
    expect(register.firstName).toMatchObject({ type: 'string', maxLength: 100, pattern: '^[^\\u0000-\\u001F\\u007F]*$' });
    expect(register.jobTitleId).toMatchObject({ enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] });
    const clientId = document.paths['/api/account/myProduct']!.get!.parameters![0]!;
    expect(clientId.schema).toMatchObject({ maxLength: 200, pattern: '^[^\\u0000-\\u001F\\u007F]*$' });
    const productCode = document.paths['/api/account/checkProductClient']!.get!.parameters![1]!;
    expect(productCode.schema).toMatchObject({ enum: ['ACCOUNT', 'CRM', 'SERVICE'] });
    expect(productCode).toMatchObject({ example: 'CRM' });
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['bearerAuth', 'xsrfCookie', 'xsrfHeader']);
  });

  it('shows an example of each request, from the contract', () => {
    expect(document.paths['/api/login/login']!.post!.requestBody!.content['application/json']!.example).toEqual({
      email: 'asha.rao@example.com',
      password: 'correct horse 42',
      rememberMe: true,
    });
    for (const [method, path, parameters, bodyFields] of calls) {
      const operation = document.paths[path]![method]!;
      if (bodyFields.length > 0) expect([path, operation.requestBody!.content['application/json']!.example]).toEqual([path, expect.any(Object)]);
      for (const parameter of operation.parameters ?? []) expect([path, parameter.name, (parameter as { example?: unknown }).example]).toEqual([path, parameter.name, expect.any(String)]);
      expect(parameters.length).toBe((operation.parameters ?? []).length);
    }
  });

  it('is the same document Swagger UI reads at /api/docs/json', async () => {
    const ui = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(ui.json()).toEqual(document);
  });
});
