import { specMessages } from './messages.ts';
import { profileSchema, userUpdateSchema } from './user-update-schema.ts';
import { validate } from './validate.ts';

describe('userUpdateSchema', () => {
  it('drops every field outside the allow-list', () => {
    const result = validate(userUpdateSchema, {
      firstName: ' Meera ',
      role: 'admin',
      password: 'hunter22',
      passwordHash: 'x',
      email: 'other@example.com',
      id: '7',
    });
    expect(result).toEqual({ ok: true, value: { firstName: 'Meera' } });
  });

  it('accepts a partial update and an empty one', () => {
    expect(validate(userUpdateSchema, { city: 'Nagpur', jobTitleId: '9' })).toEqual({ ok: true, value: { city: 'Nagpur', jobTitleId: 9 } });
    expect(validate(userUpdateSchema, {})).toEqual({ ok: true, value: {} });
  });

  it('refuses blanking a field that is sent', () => {
    expect(validate(userUpdateSchema, { lastName: '  ', phoneNo: '', company: '' })).toEqual({
      ok: false,
      errors: {
        lastName: 'Last name is required',
        phoneNo: 'Phone/Mobile number Name is required',
        company: 'Company is required',
      },
    });
  });

  it('applies the same format rules as registration', () => {
    expect(validate(userUpdateSchema, { phoneNo: 'abc', jobTitleId: 42 })).toEqual({
      ok: false,
      errors: {
        phoneNo: 'Enter a valid phone number (digits, spaces, +, - and brackets)',
        jobTitleId: 'Choose a job title from the list',
      },
    });
  });
});

describe('profileSchema', () => {
  it('requires every profile field with the registration messages, and reads nothing else', () => {
    const result = validate(profileSchema, { firstName: ' ', lastName: '', phoneNo: '', city: '', company: '', jobTitleId: '', email: 'a@b.c' });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: specMessages.firstNameRequired,
        lastName: specMessages.lastNameRequired,
        phoneNo: specMessages.phoneRequired,
        city: specMessages.cityRequired,
        company: specMessages.companyRequired,
        jobTitleId: specMessages.jobTitleRequired,
      },
    });
  });

  it('cleans a valid profile as the API reads it', () => {
    const values = { firstName: ' Meera ', lastName: 'Iyer', phoneNo: '+91 98450 12345', city: 'Chennai', company: 'Iyer & Co', jobTitleId: '4', role: 'admin' };
    expect(validate(profileSchema, values)).toEqual({ ok: true, value: { firstName: 'Meera', lastName: 'Iyer', phoneNo: '+91 98450 12345', city: 'Chennai', company: 'Iyer & Co', jobTitleId: 4 } });
  });
});
