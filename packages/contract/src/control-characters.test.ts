import { loginRequestSchema, loginSchema } from './login-schema.ts';
import { changePasswordRequestSchema, changePasswordSchema, forgotPasswordSchema } from './password-schema.ts';
import { registerSchema } from './register-schema.ts';
import { salesEnquirySchema } from './sales-enquiry-schema.ts';
import { userUpdateSchema } from './user-update-schema.ts';
import { validate, type SchemaOf } from './validate.ts';

// Every C0 control character and DEL; tab, line feed and carriage return among them.
const controls = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f'];
const lineBreaks = ['\t', '\n', '\r'];

function errorOf(schema: SchemaOf<unknown>, input: Record<string, unknown>, field: string): string | undefined {
  const result = validate(schema, input);
  return result.ok ? undefined : (result.errors as Record<string, string>)[field];
}

describe('control characters', () => {
  const schemas: Record<string, SchemaOf<unknown>> = {
    registerSchema,
    salesEnquirySchema,
    loginSchema,
    loginRequestSchema,
    forgotPasswordSchema,
    userUpdateSchema,
  };

  it.each([
    ['registerSchema', 'firstName', 'First Name'],
    ['registerSchema', 'lastName', 'Last name'],
    ['registerSchema', 'email', 'Email'],
    ['registerSchema', 'city', 'City'],
    ['registerSchema', 'company', 'Company'],
    ['registerSchema', 'phoneNo', 'Phone/Mobile number'],
    ['salesEnquirySchema', 'firstName', 'Name'],
    ['salesEnquirySchema', 'company', 'Company'],
    ['salesEnquirySchema', 'email', 'Email'],
    ['salesEnquirySchema', 'website', 'Website'],
    ['salesEnquirySchema', 'altcha', 'The verification'],
    ['loginSchema', 'username', 'Username'],
    ['loginRequestSchema', 'email', 'Username'],
    ['loginRequestSchema', 'altcha', 'The verification'],
    ['forgotPasswordSchema', 'username', 'Username/Email'],
    ['userUpdateSchema', 'firstName', 'First Name'],
    ['userUpdateSchema', 'lastName', 'Last name'],
    ['userUpdateSchema', 'city', 'City'],
    ['userUpdateSchema', 'company', 'Company'],
  ])('%s refuses every control character inside %s', (name, field, label) => {
    const schema = schemas[name]!;
    for (const control of controls) {
      expect(errorOf(schema, { [field]: `a${control}b` }, field)).toBe(`${label} must not contain control characters`);
    }
    expect(errorOf(schema, { [field]: 'a\u0080b\u00a0c' }, field)).not.toBe(`${label} must not contain control characters`);
  });

  it('keeps tabs and line breaks in the enquiry description, and refuses the other controls', () => {
    for (const control of controls) {
      const message = errorOf(salesEnquirySchema, { comment: `line one${control}line two` }, 'comment');
      expect(message).toBe(lineBreaks.includes(control) ? undefined : 'Description must not contain control characters');
    }
  });

  it('refuses the NUL character in passwords, and only that: a password is hashed, never shown', () => {
    const nul = 'Password must not contain the NUL character';
    expect(errorOf(registerSchema, { password: 'secret\u0000one' }, 'password')).toBe(nul);
    expect(errorOf(loginRequestSchema, { password: 'secret\u0000' }, 'password')).toBe(nul);
    expect(errorOf(changePasswordSchema, { password: 'secret\u0000one' }, 'password')).toBe(nul);
    expect(errorOf(changePasswordRequestSchema, { password: 'secret\u0000one' }, 'password')).toBe(nul);
    expect(errorOf(registerSchema, { password: 'tab\there' }, 'password')).toBeUndefined();
  });

  it('refuses a reset code with control characters as a link we never sent', () => {
    expect(errorOf(changePasswordRequestSchema, { password: 'secret1', hash: 'abc\u0000' }, 'hash')).toBe('The password reset link is not valid');
  });

  it('names the control characters before the format when an address holds a header', () => {
    expect(errorOf(salesEnquirySchema, { email: 'a@example.com\r\nBcc: victim@example.com' }, 'email')).toBe('Email must not contain control characters');
  });
});
