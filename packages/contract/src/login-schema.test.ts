import { loginRequestSchema, loginSchema } from './login-schema.ts';
import { toLoginRequest } from './login-values.ts';
import { validate } from './validate.ts';

describe('loginSchema (the form)', () => {
  it('shows both messages for an empty form', () => {
    expect(validate(loginSchema, { username: ' ', password: '' })).toEqual({
      ok: false,
      errors: { username: 'Username is required', password: 'Password is required' },
    });
  });

  it('accepts any non-empty password when signing in, including a long one', () => {
    expect(validate(loginSchema, { username: 'a@example.com', password: 'x' }).ok).toBe(true);
    expect(validate(loginSchema, { username: 'a@example.com', password: 'y'.repeat(100), rememberMe: true }).ok).toBe(true);
  });

  it('keeps a solved challenge for the request', () => {
    expect(validate(loginSchema, { username: 'a@example.com', password: 'x', altcha: 'c29sdmVk' })).toEqual({
      ok: true,
      value: { username: 'a@example.com', password: 'x', altcha: 'c29sdmVk' },
    });
  });
});

describe('loginRequestSchema (the wire body)', () => {
  it('requires email and password and keeps rememberMe', () => {
    expect(validate(loginRequestSchema, {})).toEqual({
      ok: false,
      errors: { email: 'Username is required', password: 'Password is required' },
    });
    const result = validate(loginRequestSchema, { email: ' a@example.com ', password: 'secret1', rememberMe: true });
    expect(result).toEqual({ ok: true, value: { email: 'a@example.com', password: 'secret1', rememberMe: true } });
  });

  it('refuses an oversized password before anyone hashes it', () => {
    expect(validate(loginRequestSchema, { email: 'a@example.com', password: 'z'.repeat(129) })).toEqual({
      ok: false,
      errors: { password: 'Password must be at most 128 characters' },
    });
  });
});

describe('toLoginRequest', () => {
  it('maps the username field to the wire email', () => {
    expect(toLoginRequest({ username: 'a@example.com', password: 'secret1' })).toEqual({ email: 'a@example.com', password: 'secret1' });
    expect(toLoginRequest({ username: 'u', password: 'p', rememberMe: false })).toEqual({ email: 'u', password: 'p', rememberMe: false });
    expect(toLoginRequest({ username: 'u', password: 'p', altcha: 'c29sdmVk' })).toEqual({ email: 'u', password: 'p', altcha: 'c29sdmVk' });
  });
});
