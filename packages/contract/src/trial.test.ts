import { registerSchema } from './register-schema.ts';
import { parseTrialChoice, pricingPlans, registerPathFor, trialDaysLeft, trialLengthDays } from './trial.ts';
import { productCodes } from './products.ts';
import { validate } from './validate.ts';

const DAY = 86_400_000;

describe('the trial a product page carries to registration', () => {
  it('is one length for every product, 15 days as the product pages say', () => {
    expect(trialLengthDays).toBe(15);
  });

  it('offers the plans of each pricing page, and every product has an Enterprise plan (its catalogue plan)', () => {
    expect(pricingPlans.CRM.map((plan) => plan.name)).toEqual(['Free Account', 'Standard', 'Professional', 'Enterprise']);
    for (const code of productCodes) expect(pricingPlans[code].some((plan) => plan.id === 'enterprise')).toBe(true);
  });

  it('reads a product and plan from a link, ignoring what the catalogue does not know', () => {
    expect(parseTrialChoice('CRM', 'standard')).toEqual({ productCode: 'CRM', plan: 'standard' });
    expect(parseTrialChoice('CRM', null)).toEqual({ productCode: 'CRM', plan: 'enterprise' });
    expect(parseTrialChoice('CRM', 'platinum')).toEqual({ productCode: 'CRM', plan: 'enterprise' });
    expect(parseTrialChoice('ACCOUNT', 'standard')).toEqual({ productCode: 'ACCOUNT', plan: 'enterprise' });
    for (const product of ['crm', 'https://evil.example', '', null, undefined, ['CRM'], 'CRM ']) {
      expect(parseTrialChoice(product, 'standard')).toBeUndefined();
    }
  });

  it('builds the registration link of a product page, dropping a plan the product does not have', () => {
    expect(registerPathFor('CRM', 'professional')).toBe('/register?product=CRM&plan=professional');
    expect(registerPathFor('ACCOUNT')).toBe('/register?product=ACCOUNT');
    expect(registerPathFor('ACCOUNT', 'free')).toBe('/register?product=ACCOUNT');
  });

  it('counts whole days left, never below zero', () => {
    const now = Date.UTC(2026, 11, 1);
    expect(trialDaysLeft(now + 15 * DAY, now)).toBe(15);
    expect(trialDaysLeft(now + 14 * DAY + 1, now)).toBe(15);
    expect(trialDaysLeft(now + 1, now)).toBe(1);
    expect(trialDaysLeft(now, now)).toBe(0);
    expect(trialDaysLeft(now - DAY, now)).toBe(0);
  });
});

describe('registration with a chosen product', () => {
  const form = { firstName: 'A', lastName: 'B', email: 'a@example.com', password: 'secret1', phoneNo: '12345', city: 'Pune', company: 'C', jobTitleId: 1 };

  it('accepts a product of the catalogue with one of its plans, or none', () => {
    expect(validate(registerSchema, { ...form, product: 'CRM', plan: 'free' })).toMatchObject({ ok: true, value: { product: 'CRM', plan: 'free' } });
    expect(validate(registerSchema, { ...form, product: '', plan: '' })).toMatchObject({ ok: true });
    expect(validate(registerSchema, form)).toMatchObject({ ok: true });
  });

  it('refuses an unknown product or plan (that the plan is the product’s is the API’s check)', () => {
    expect(validate(registerSchema, { ...form, product: 'ERP' })).toMatchObject({ ok: false, errors: { product: 'Choose a product from the list' } });
    expect(validate(registerSchema, { ...form, product: 'CRM', plan: 'platinum' })).toMatchObject({ ok: false, errors: { plan: 'Choose a plan of the chosen product' } });
    expect(validate(registerSchema, { ...form, product: { code: 'CRM' } })).toMatchObject({ ok: false });
  });
});
