import { accountPasswordRequestSchema, accountPasswordSchema, changePasswordRequestSchema, changePasswordSchema, forgotPasswordSchema } from './password-schema.ts';
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

describe('accountPasswordSchema', () => {
  it('needs the current password, a new one of the usual rules that differs from it, and the same twice', () => {
    expect(validate(accountPasswordSchema, { currentPassword: '', password: 'short', confirmPassword: 'short' })).toEqual({
      ok: false,
      errors: { currentPassword: 'Current password is required', password: 'Password must be at least 6 characters', confirmPassword: 'Confirm password must be at least 6 characters' },
    });
    expect(validate(accountPasswordSchema, { currentPassword: 'old secret', password: 'old secret', confirmPassword: 'old secret' })).toEqual({
      ok: false,
      errors: { password: 'The new password must differ from the current one' },
    });
    expect(validate(accountPasswordSchema, { currentPassword: 'old secret', password: 'new secret', confirmPassword: 'new secrets' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'Passwords do not match' },
    });
  });

  it('sends the passwords as typed, spaces included, and never the confirmation', () => {
    const request = { currentPassword: ' old ', password: ' new secret ', confirmPassword: ' new secret ' };
    expect(validate(accountPasswordRequestSchema, request)).toEqual({ ok: true, value: { currentPassword: ' old ', password: ' new secret ' } });
    expect(validate(accountPasswordRequestSchema, { currentPassword: 7, password: ['x'] })).toMatchObject({ ok: false });
  });
});
