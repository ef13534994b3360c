import { loginRequestSchema, loginSchema } from './login-schema.ts';
import { changePasswordRequestSchema, changePasswordSchema, forgotPasswordSchema } from './password-schema.ts';
import { registerSchema } from './register-schema.ts';
import { salesEnquirySchema } from './sales-enquiry-schema.ts';
import { userUpdateSchema } from './user-update-schema.ts';
import { toFinalFormValidator, validate } from './validate.ts';

describe('validate', () => {
  it.each([null, undefined, 'text', 42, ['a']])('reports field messages when the body is %p', (input) => {
    expect(validate(loginSchema, input)).toEqual({
      ok: false,
      errors: { username: 'Username is required', password: 'Password is required' },
    });
  });

  it('reports null fields as missing', () => {
    expect(validate(loginSchema, { username: null, password: null })).toEqual({
      ok: false,
      errors: { username: 'Username is required', password: 'Password is required' },
    });
  });

  it('keeps only the first message of a field', () => {
    const result = validate(registerSchema, { email: 'x'.repeat(300) });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.email).toBe('Email must be at most 254 characters');
  });
});

describe('validate with hostile JSON', () => {
  const schemas = {
    registerSchema,
    salesEnquirySchema,
    loginSchema,
    loginRequestSchema,
    forgotPasswordSchema,
    changePasswordSchema,
    changePasswordRequestSchema,
    userUpdateSchema,
  };
  const oddValues = [{}, [], ['a'], { $gt: '' }, true, Number.NaN];

  it.each(Object.entries(schemas))('%s answers with messages, never throws', (_name, schema) => {
    const fields = Object.keys(schema.fields);
    for (const odd of oddValues) {
      const result = validate<object>(schema, Object.fromEntries(fields.map((field) => [field, odd])));
      expect(result.ok).toBe(false);
      if (!result.ok) {
        for (const message of Object.values(result.errors)) expect(message).not.toMatch(/`|\$\{/);
      }
    }
  });
});

describe('toFinalFormValidator', () => {
  const validateLogin = toFinalFormValidator(loginSchema);

  it('returns undefined for valid values', () => {
    expect(validateLogin({ username: 'a@example.com', password: 'p' })).toBeUndefined();
  });

  it('returns messages keyed by field name', () => {
    expect(validateLogin({ username: 'a@example.com' })).toEqual({ password: 'Password is required' });
    expect(validateLogin({})).toEqual({ username: 'Username is required', password: 'Password is required' });
  });
});
