import { verifyEmailSchema } from './verification-schema.ts';
import { webinarRegistrationSchema } from './webinar-registration-schema.ts';
import { validate } from './validate.ts';

describe('the confirmation code', () => {
  it('is required, bounded and free of control characters', () => {
    expect(validate(verifyEmailSchema, { code: ' abc ' })).toEqual({ ok: true, value: { code: 'abc' } });
    const incomplete = 'The confirmation link is incomplete. Open the link from the email again.';
    expect(validate(verifyEmailSchema, {})).toEqual({ ok: false, errors: { code: incomplete } });
    expect(validate(verifyEmailSchema, { code: 'x'.repeat(513) })).toEqual({ ok: false, errors: { code: 'The confirmation link is not valid' } });
    expect(validate(verifyEmailSchema, { code: 'ab\u0000c' })).toEqual({ ok: false, errors: { code: 'The confirmation link is not valid' } });
  });
});

describe('the webinar sign-up', () => {
  it('needs a name, an address and a company, with the enquiry form’s messages', () => {
    expect(validate(webinarRegistrationSchema, { name: ' ', email: 'nope', company: '' })).toEqual({
      ok: false,
      errors: { name: 'Name is required', email: 'Enter a valid email address', company: 'Company is required' },
    });
    expect(validate(webinarRegistrationSchema, { name: 'Meera', email: 'meera@example.com', company: 'Iyer Exports', extra: 1 })).toEqual({
      ok: true,
      value: { name: 'Meera', email: 'meera@example.com', company: 'Iyer Exports' },
    });
  });
});
