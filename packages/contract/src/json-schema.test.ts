import type { ISchema, SchemaDescription } from 'yup';
import { toJsonSchema, type JsonSchema } from './json-schema.ts';
import { loginRequestSchema } from './login-schema.ts';
import { changePasswordRequestSchema, forgotPasswordSchema } from './password-schema.ts';
import { registerSchema } from './register-schema.ts';
import { checkProductClientQuerySchema, confirmAssignProductQuerySchema, handoffVerifyRequestSchema, myProductQuerySchema, userIdParamsSchema } from './request-params-schema.ts';
import * as answers from './response-schemas.ts';
import { salesEnquirySchema } from './sales-enquiry-schema.ts';
import { userUpdateSchema } from './user-update-schema.ts';

const requests: Record<string, ISchema<unknown>> = {
  registerSchema,
  loginRequestSchema,
  forgotPasswordSchema,
  changePasswordRequestSchema,
  salesEnquirySchema,
  userUpdateSchema,
  userIdParamsSchema,
  myProductQuerySchema,
  checkProductClientQuerySchema,
  confirmAssignProductQuerySchema,
  handoffVerifyRequestSchema,
};
const responses = Object.entries(answers) as Array<[string, ISchema<unknown>]>;

// Tests the converter shows (the library: `required` as the required list) or adds
// (json-schema.ts); `text` is the type itself. A new kind of rule must be shown in the
// document and listed here, never silently left out.
const shown = new Set(['required', 'min', 'max', 'matches', 'email', 'integer', 'is-value', 'text', 'noControlCharacters', 'noNulCharacter']);

function testNames(description: SchemaDescription): string[] {
  const fields = 'fields' in description ? Object.values(description.fields as Record<string, SchemaDescription>) : [];
  const inner = 'innerType' in description && description.innerType !== undefined ? [description.innerType as SchemaDescription] : [];
  return [...description.tests.map((test) => test.name ?? ''), ...[...fields, ...inner].flatMap(testNames)];
}

function patternsOf(schema: JsonSchema): string[] {
  const own = typeof schema.pattern === 'string' ? [schema.pattern] : [];
  return [...own, ...((schema.allOf as JsonSchema[] | undefined) ?? []).flatMap(patternsOf)];
}

describe('toJsonSchema', () => {
  it.each([...Object.entries(requests), ...responses])('%s uses only rules the document can show', (_name, schema) => {
    for (const name of testNames(schema.describe() as SchemaDescription)) expect(shown).toContain(name);
  });

  it('shows the types, required fields, lengths, formats and choices of a request', () => {
    const json = toJsonSchema(registerSchema);
    expect(json.required).toEqual(['firstName', 'lastName', 'email', 'password', 'phoneNo', 'city', 'company', 'jobTitleId']);
    expect(json.default).toBeUndefined();
    const properties = json.properties as Record<string, JsonSchema>;
    expect(properties.firstName).toEqual({ type: 'string', maxLength: 100, pattern: '^[^\\u0000-\\u001F\\u007F]*$' });
    expect(properties.password).toEqual({ type: 'string', minLength: 6, maxLength: 128, pattern: '^[^\\u0000]*$' });
    expect(properties.email).toMatchObject({ format: 'email', maxLength: 254, allOf: [{ pattern: '^[^\\u0000-\\u001F\\u007F]*$' }] });
    expect(properties.jobTitleId).toEqual({ type: 'number', enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] });
  });

  it('lets the enquiry description keep tab, line feed and carriage return', () => {
    const comment = (toJsonSchema(salesEnquirySchema).properties as Record<string, JsonSchema>).comment!;
    const pattern = new RegExp(comment.pattern as string, 'u');
    expect(pattern.test('one\r\n\ttwo')).toBe(true);
    expect(pattern.test('one\u0000two')).toBe(false);
  });

  it.each(Object.entries(requests))('%s: every pattern is a valid ECMA-262 expression that refuses what the rules refuse', (_name, schema) => {
    const properties = toJsonSchema(schema).properties as Record<string, JsonSchema>;
    for (const [field, property] of Object.entries(properties)) {
      for (const pattern of patternsOf(property)) {
        const expression = new RegExp(pattern, 'u');
        if (pattern.includes('u0000')) expect([field, expression.test('a\u0000b')]).toEqual([field, false]);
      }
    }
  });

  it('shows answers: literal success, optional fields, lists of products, the error dictionary', () => {
    expect(toJsonSchema(answers.loginFailureSchema)).toEqual({
      type: 'object',
      properties: { success: { type: 'boolean', enum: [false] }, systemMessage: { type: 'string' }, challengeRequired: { type: 'boolean' },
        secondFactor: {
          type: 'object',
          properties: { token: { type: 'string' }, methods: { type: 'array', items: { type: 'string', enum: ['authenticator-app', 'passkey'] } } },
          required: ['token', 'methods'],
        },
      },
      required: ['success', 'systemMessage'],
    });
    const assignment = toJsonSchema(answers.productAssignmentResponseSchema);
    expect(assignment.required).toEqual(['success', 'systemMessage', 'productList', 'notUsedProductList', 'emailVerified']);
    expect((assignment.properties as Record<string, JsonSchema>).productList).toEqual({
      type: 'array',
      items: {
        type: 'object',
        properties: {
          productCode: { type: 'string', enum: ['ACCOUNT', 'CRM', 'SERVICE'] },
          productName: { type: 'string' },
          plan: { type: 'string' },
          trialEndsAt: { type: 'string' },
        },
        required: ['productCode', 'productName'],
      },
    });
    expect((toJsonSchema(answers.errorBodySchema).properties as Record<string, JsonSchema>).errors).toEqual({ type: 'object', additionalProperties: { type: 'string' } });
  });
});
