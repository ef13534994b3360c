import { changePasswordRequestSchema, changePasswordSchema, forgotPasswordSchema } from './password-schema.ts';
import { validate } from './validate.ts';

describe('forgotPasswordSchema', () => {
  it('requires the username with the validation message of the contract', () => {
    expect(validate(forgotPasswordSchema, { username: '  ' })).toEqual({ ok: false, errors: { username: 'Username/Email required' } });
    expect(validate(forgotPasswordSchema, { username: ' a@example.com ' })).toEqual({ ok: true, value: { username: 'a@example.com' } });
  });
});

describe('changePasswordSchema', () => {
  it('shows both required messages', () => {
    expect(validate(changePasswordSchema, {})).toEqual({
      ok: false,
      errors: { password: 'Password is required', confirmPassword: 'Confirm password required' },
    });
  });

  it('enforces the minimum length on both fields', () => {
    expect(validate(changePasswordSchema, { password: '12345', confirmPassword: '12345' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 6 characters', confirmPassword: 'Confirm password must be at least 6 characters' },
    });
  });

  it('refuses two different passwords', () => {
    expect(validate(changePasswordSchema, { password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'Passwords do not match' },
    });
  });

  it('accepts matching passwords, long ones included', () => {
    const long = 'correct horse battery staple '.repeat(3);
    expect(long.length).toBeGreaterThanOrEqual(64);
    expect(validate(changePasswordSchema, { password: long, confirmPassword: long }).ok).toBe(true);
  });
});

describe('changePasswordRequestSchema', () => {
  it('requires the password rules and the reset hash', () => {
    expect(validate(changePasswordRequestSchema, { password: 'abc' })).toEqual({
      ok: false,
      errors: {
        password: 'Password must be at least 6 characters',
        hash: 'The password reset link is incomplete. Open the link from the email again.',
      },
    });
    expect(validate(changePasswordRequestSchema, { password: 'secret1', hash: 'h'.repeat(513) }).ok).toBe(false);
    expect(validate(changePasswordRequestSchema, { password: 'secret1', hash: 'abc123' }).ok).toBe(true);
  });
});
