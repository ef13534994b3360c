import { registerSchema } from './register-schema.ts';
import { validate } from './validate.ts';
import type { RegisterRequest } from './wire-types.ts';

let serial = 0;
function validRegistration(overrides: Partial<Record<keyof RegisterRequest, unknown>> = {}) {
  serial += 1;
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    password: 'secret1',
    email: `asha.${serial}@example.com`,
    phoneNo: '+91 (80) 1234-5678',
    city: 'Pune',
    company: 'Rao Traders',
    jobTitleId: 4,
    ...overrides,
  };
}

function errorsOf(input: unknown) {
  const result = validate(registerSchema, input);
  if (result.ok) throw new Error('expected the input to be refused');
  return result.errors;
}

describe('registerSchema', () => {
  it('accepts a complete registration', () => {
    const input = validRegistration();
    expect(validate(registerSchema, input)).toEqual({ ok: true, value: input });
  });

  it('shows every required message for an empty form', () => {
    expect(errorsOf({})).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      phoneNo: 'Phone/Mobile number Name is required',
      city: 'City is required',
      company: 'Company is required',
      jobTitleId: 'Job title is required',
    });
  });

  it('treats blank text and an unchosen select as missing', () => {
    const errors = errorsOf(validRegistration({ firstName: '   ', city: '\t', jobTitleId: '' }));
    expect(errors).toEqual({
      firstName: 'First Name is required',
      city: 'City is required',
      jobTitleId: 'Job title is required',
    });
  });

  it('trims text fields and casts the select value to a number', () => {
    const result = validate(registerSchema, validRegistration({ firstName: '  Asha ', email: ' a@example.com ', jobTitleId: '11' }));
    expect(result.ok && result.value).toMatchObject({ firstName: 'Asha', email: 'a@example.com', jobTitleId: 11 });
  });

  it('keeps spaces inside and around a password', () => {
    const result = validate(registerSchema, validRegistration({ password: '  pass phrase  ' }));
    expect(result.ok && result.value.password).toBe('  pass phrase  ');
  });

  it.each(['plainaddress', 'a@b', 'a b@example.com', '@example.com', 'a@example.'])('refuses the email %p', (email) => {
    expect(errorsOf(validRegistration({ email }))).toEqual({ email: 'Enter a valid email address' });
  });

  it('enforces the minimum password length of 6', () => {
    expect(errorsOf(validRegistration({ password: '12345' }))).toEqual({ password: 'Password must be at least 6 characters' });
    expect(validate(registerSchema, validRegistration({ password: '123456' })).ok).toBe(true);
  });

  it('accepts long passwords up to 128 characters and refuses longer ones', () => {
    expect(validate(registerSchema, validRegistration({ password: 'p'.repeat(64) })).ok).toBe(true);
    expect(validate(registerSchema, validRegistration({ password: 'p'.repeat(128) })).ok).toBe(true);
    expect(errorsOf(validRegistration({ password: 'p'.repeat(129) }))).toEqual({ password: 'Password must be at most 128 characters' });
  });

  it.each(['1234', 'call me', '+()-', '12345678901234567890123456789012', '12 34 5x6'])('refuses the phone %p', (phoneNo) => {
    expect(Object.keys(errorsOf(validRegistration({ phoneNo })))).toEqual(['phoneNo']);
  });

  it.each(['9876543210', '+1 (415) 555-0100', '020 7946 0958'])('accepts the phone %p', (phoneNo) => {
    expect(validate(registerSchema, validRegistration({ phoneNo })).ok).toBe(true);
  });

  it('refuses a job title outside the list', () => {
    expect(errorsOf(validRegistration({ jobTitleId: 12 }))).toEqual({ jobTitleId: 'Choose a job title from the list' });
    expect(errorsOf(validRegistration({ jobTitleId: 0 }))).toEqual({ jobTitleId: 'Choose a job title from the list' });
  });

  it('bounds free text with a clear message', () => {
    expect(errorsOf(validRegistration({ firstName: 'x'.repeat(101), company: 'c'.repeat(201) }))).toEqual({
      firstName: 'First Name must be at most 100 characters',
      company: 'Company must be at most 200 characters',
    });
  });

  it('refuses values of the wrong JSON type', () => {
    expect(errorsOf(validRegistration({ lastName: { $ne: '' } }))).toEqual({ lastName: 'Last name must be text' });
  });
});
