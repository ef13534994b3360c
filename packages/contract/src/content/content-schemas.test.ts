import { toJsonSchema } from '../json-schema.ts';
import { crmPlanIds } from './crm-plans.ts';
import { entryNamesOf, sectionEntriesSchema, validateEntry, validateSectionEntries } from './content-sections.ts';
import { linksOf, sitePathOf } from './content-links.ts';

const plan = (id: string, inr: number, usd: number) => ({ id, name: id.toUpperCase(), summary: `The ${id} plan.`, prices: { INR: inr, USD: usd }, priceUnit: 'per user / month', users: 'Billed per user' });
const plans = () => ({
  plans: [plan('free', 0, 0), { ...plan('standard', 799, 10) }, { ...plan('professional', 1199, 15), mostPopular: true, buildsOn: 'standard' }, { ...plan('enterprise', 1999, 25), buildsOn: 'professional' }],
  features: [{ id: 'lead-management', label: 'Lead management', from: 'free' }],
  trialDays: 15,
});

describe('the CRM plans content type', () => {
  it('accepts the four plans with a price per currency, features and one trial length, trimming text', () => {
    const value = plans();
    value.plans[1]!.name = '  Standard  ';
    const result = validateEntry('crm', 'plans', value);
    expect(result).toMatchObject({ ok: true, value: { trialDays: 15, plans: [{ id: 'free' }, { name: 'Standard' }, { mostPopular: true }, { buildsOn: 'professional' }] } });
  });

  it('names the field of a price that is no number, a string that looks like one included', () => {
    const value = plans() as unknown as { plans: { prices: Record<string, unknown> }[] };
    value.plans[2]!.prices.INR = '1299';
    expect(validateEntry('crm', 'plans', value)).toEqual({ ok: false, errors: { 'plans[2].prices.INR': 'Price in INR must be a number' } });
  });

  it('refuses a missing currency, a negative or fractional price, and an unknown plan id, each by its field', () => {
    const value = plans() as unknown as { plans: { id: string; prices: Record<string, unknown> }[] };
    delete value.plans[0]!.prices.USD;
    value.plans[1]!.prices.INR = -1;
    value.plans[3]!.prices.USD = 24.5;
    const errors = (validateEntry('crm', 'plans', value) as { errors: Record<string, string> }).errors;
    expect(errors).toMatchObject({ 'plans[0].prices.USD': 'Price in USD is required', 'plans[1].prices.INR': 'Price in INR must not be negative', 'plans[3].prices.USD': 'Price in USD must be a whole amount' });
    value.plans[0]!.prices.USD = 0;
    value.plans[1]!.prices.INR = 1;
    value.plans[3]!.prices.USD = 25;
    value.plans[3]!.id = 'platinum';
    expect((validateEntry('crm', 'plans', value) as { errors: Record<string, string> }).errors['plans[3].id']).toBe(`Plan id must be one of ${crmPlanIds.join(', ')}`);
  });

  it('keeps the plans the registration knows, in order, and a trial of whole days', () => {
    const swapped = plans();
    swapped.plans.reverse();
    expect(validateEntry('crm', 'plans', swapped)).toMatchObject({ ok: false, errors: { plans: 'Plans must be free, standard, professional, enterprise, in that order' } });
    expect(validateEntry('crm', 'plans', { ...plans(), trialDays: 0 })).toMatchObject({ ok: false, errors: { trialDays: 'Trial length must be at least 1 day' } });
    expect(validateEntry('crm', 'plans', { ...plans(), trialDays: '15' })).toMatchObject({ ok: false, errors: { trialDays: 'Trial length must be a number' } });
  });

  it('refuses control characters and overlong text in a plan name', () => {
    const value = plans();
    value.plans[0]!.name = 'Free\u0007';
    expect(validateEntry('crm', 'plans', value)).toMatchObject({ ok: false, errors: { 'plans[0].name': expect.stringContaining('Plan name') } });
    value.plans[0]!.name = 'x'.repeat(41);
    expect(validateEntry('crm', 'plans', value)).toMatchObject({ ok: false, errors: { 'plans[0].name': expect.stringContaining('40') } });
  });
});

describe('the section hero and page head content types', () => {
  it('require a headline and text, a title and description, as text', () => {
    expect(validateEntry('books', 'home-hero', { headline: ' Books ', text: 'Line one\nline two' })).toEqual({ ok: true, value: { headline: 'Books', text: 'Line one\nline two' } });
    expect(validateEntry('books', 'home-hero', { headline: '', text: 42 })).toEqual({ ok: false, errors: { headline: 'Headline is required', text: expect.stringContaining('Text') } });
    expect(validateEntry('crm', 'pricing-meta', { title: 'Pricing' })).toEqual({ ok: false, errors: { description: 'Description is required' } });
  });

  it('leaves the page checks to judge a whole title: the schema takes one longer than 60 characters', () => {
    expect(validateEntry('crm', 'pricing-meta', { title: 'x'.repeat(70), description: 'Prices.' }).ok).toBe(true);
  });
});

describe('the testimonials content type', () => {
  const quote = { quote: 'Our GST return takes an afternoon.', name: 'Meena Iyer', role: 'Owner', company: 'Iyer Home Needs', city: 'Coimbatore' };
  it('takes one to twelve quotes, each with its person, and names a missing field by its place', () => {
    expect(validateEntry('books', 'testimonials', { testimonials: [quote] })).toEqual({ ok: true, value: { testimonials: [quote] } });
    expect(validateEntry('crm', 'testimonials', { testimonials: [] })).toEqual({ ok: false, errors: { testimonials: 'At least one testimonial' } });
    expect(validateEntry('crm', 'testimonials', { testimonials: Array.from({ length: 13 }, () => quote) })).toEqual({ ok: false, errors: { testimonials: 'At most 12 testimonials' } });
    expect(validateEntry('books', 'testimonials', { testimonials: [quote, { ...quote, company: ' ' }] })).toEqual({ ok: false, errors: { 'testimonials[1].company': 'Company is required' } });
    expect(validateEntry('books', 'testimonials', { testimonials: [{ ...quote, quote: '<b>x</b>'.repeat(100) }] })).toMatchObject({ ok: false, errors: { 'testimonials[0].quote': expect.stringContaining('600') } });
  });
});

describe('the sections and their entries', () => {
  it('names each entry of the CRM and Books sections, and refuses an entry a section does not have', () => {
    expect(entryNamesOf('crm')).toEqual(['plans', 'pricing-meta', 'testimonials']);
    expect(entryNamesOf('books')).toEqual(['home-hero', 'testimonials', 'free-trial']);
    expect(validateEntry('books', 'plans', plans())).toEqual({ ok: false, errors: { entry: 'The books section has no entry plans' } });
  });

  it('checks a whole section, naming the field below its entry, and converts it to JSON Schema for the builds', () => {
    const testimonials = { testimonials: [{ quote: 'Same-day follow-up.', name: 'Priya Raghavan', role: 'Sales Manager', company: 'Kaveri Agro Exports', city: 'Coimbatore' }] };
    expect(validateSectionEntries('crm', { plans: plans(), testimonials })).toEqual({ ok: false, errors: { 'pricing-meta.title': 'Title is required', 'pricing-meta.description': 'Description is required' } });
    const bad = plans();
    bad.plans[1]!.prices.USD = -5;
    expect(validateSectionEntries('crm', { plans: bad, 'pricing-meta': { title: 'Pricing', description: 'Prices.' }, testimonials })).toEqual({ ok: false, errors: { 'plans.plans[1].prices.USD': 'Price in USD must not be negative' } });
    const json = toJsonSchema(sectionEntriesSchema('crm')) as { required: string[]; properties: Record<string, { properties: Record<string, unknown> }> };
    expect(json.required).toEqual(['plans', 'pricing-meta', 'testimonials']);
    expect(json.properties.plans!.properties.trialDays).toMatchObject({ type: 'integer', minimum: 1, maximum: 90 });
  });
});

describe('the call-to-action content type and its link', () => {
  const box = (to: unknown) => ({ heading: '15 days free trial', text: 'Every feature, free.', action: { label: 'See trial & pricing', to } });

  it('takes a path of the site or an https:// address, trimmed, and finds it by its field', () => {
    expect(validateEntry('books', 'free-trial', box('  /books/pricing#trial '))).toMatchObject({ ok: true, value: { action: { to: '/books/pricing#trial' } } });
    expect(validateEntry('books', 'free-trial', box('https://help.example.com/gst'))).toMatchObject({ ok: true });
    expect(linksOf('books', 'free-trial', box('/books/pricing?plan=enterprise#trial'))).toEqual([{ field: 'action.to', href: '/books/pricing?plan=enterprise#trial' }]);
    expect(sitePathOf('/books/pricing?plan=enterprise#trial')).toBe('/books/pricing');
    expect(sitePathOf('https://help.example.com/gst')).toBeUndefined();
    expect(linksOf('books', 'home-hero', { headline: 'Books', text: 'GST.' })).toEqual([]);
  });

  it('refuses any other link by its field: another scheme, another site written //host, spaces, nothing', () => {
    const message = 'Link must be a path of this site, such as /books/pricing, or an https:// address';
    for (const to of ['javascript:alert(1)', 'http://example.com', '//evil.example/books', 'books/pricing', '/books /pricing', '/books\\pricing', 'https://']) {
      expect([to, validateEntry('books', 'free-trial', box(to))]).toEqual([to, { ok: false, errors: { 'action.to': message } }]);
    }
    expect(validateEntry('books', 'free-trial', box(''))).toEqual({ ok: false, errors: { 'action.to': 'Link is required' } });
    expect(validateEntry('books', 'free-trial', box(42))).toMatchObject({ ok: false, errors: { 'action.to': expect.any(String) } });
    expect(validateEntry('books', 'free-trial', box(`/${'a'.repeat(300)}`))).toEqual({ ok: false, errors: { 'action.to': 'Link is at most 300 characters' } });
  });
});
