import { salesEnquirySchema } from './sales-enquiry-schema.ts';
import { validate } from './validate.ts';

function validEnquiry(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Vikram',
    enquiryFor: 'WTM Salesgrow CRM',
    email: 'vikram@example.com',
    phoneNo: '98450 12345',
    ...overrides,
  };
}

function errorsOf(input: unknown) {
  const result = validate(salesEnquirySchema, input);
  if (result.ok) throw new Error('expected the input to be refused');
  return result.errors;
}

describe('salesEnquirySchema', () => {
  it('accepts an enquiry without the optional company and comment', () => {
    expect(validate(salesEnquirySchema, validEnquiry()).ok).toBe(true);
  });

  it.each(['WTM Account Books and Inventory', 'WTM Salesgrow CRM', 'WTM Service CRM'])('accepts the product %p', (enquiryFor) => {
    expect(validate(salesEnquirySchema, validEnquiry({ enquiryFor })).ok).toBe(true);
  });

  it('shows the validation messages of the contract for an empty form, and only for required fields', () => {
    expect(errorsOf({ company: '', comment: '' })).toEqual({
      firstName: 'Name is required',
      enquiryFor: 'Product is required',
      email: 'Email is required',
      phoneNo: 'Phone/Mobile number Name is required',
    });
  });

  it('refuses a product that is not on the list', () => {
    expect(errorsOf(validEnquiry({ enquiryFor: 'WTM Payroll' }))).toEqual({ enquiryFor: 'Choose a product from the list' });
  });

  it('refuses an invalid email and phone', () => {
    expect(errorsOf(validEnquiry({ email: 'vikram@', phoneNo: 'none' }))).toEqual({
      email: 'Enter a valid email address',
      phoneNo: 'Enter a valid phone number (digits, spaces, +, - and brackets)',
    });
  });

  it('bounds company and comment', () => {
    expect(validate(salesEnquirySchema, validEnquiry({ comment: 'c'.repeat(2000) })).ok).toBe(true);
    expect(errorsOf(validEnquiry({ comment: 'c'.repeat(2001), company: 'x'.repeat(201) }))).toEqual({
      comment: 'Description must be at most 2000 characters',
      company: 'Company must be at most 200 characters',
    });
  });

  it('keeps the honeypot value for the API to judge', () => {
    const result = validate(salesEnquirySchema, validEnquiry({ website: 'http://spam.example' }));
    expect(result.ok && result.value.website).toBe('http://spam.example');
  });

  it('keeps markup literally and trims around it', () => {
    const result = validate(salesEnquirySchema, validEnquiry({ comment: '  <script>alert(1)</script>  ' }));
    expect(result.ok && result.value.comment).toBe('<script>alert(1)</script>');
  });
});

describe('salesEnquirySchema product choice', () => {
  it('reports an empty product choice as missing', () => {
    const result = validate(salesEnquirySchema, { firstName: 'Asha', enquiryFor: ' ', email: 'asha@example.com', phoneNo: '+91 98450 12345' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.enquiryFor).toBe('Product is required');
  });
});
