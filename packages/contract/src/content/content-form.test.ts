import { entryFormOf, type ContentFormField } from './content-form.ts';

const child = (field: ContentFormField | undefined, key: string): ContentFormField | undefined =>
  field?.kind === 'group' ? field.fields.find((one) => one.key === key) : undefined;

describe('the studio form of an entry, drawn from its content type', () => {
  it('gives the CRM plans a list of plans, each with labelled text, a choice of plan and a number per currency', () => {
    const form = entryFormOf('crm', 'plans')!;
    expect(form.label).toBe('Plans and prices');
    const plans = child(form, 'plans');
    expect(plans).toMatchObject({ kind: 'list', label: 'Plans', item: { kind: 'group', label: 'Plan' } });
    const plan = plans?.kind === 'list' ? plans.item : undefined;
    expect(child(plan, 'name')).toEqual({ kind: 'text', key: 'name', label: 'Plan name', multiLine: false, maxLength: 40, optional: false });
    expect(child(plan, 'buildsOn')).toEqual({ kind: 'choice', key: 'buildsOn', label: 'Builds on', options: ['free', 'standard', 'professional', 'enterprise'], optional: true });
    expect(child(plan, 'mostPopular')).toEqual({ kind: 'boolean', key: 'mostPopular', label: 'Most popular' });
    expect(child(child(plan, 'prices'), 'INR')).toEqual({ kind: 'number', key: 'INR', label: 'Price in INR' });
    expect(child(form, 'trialDays')).toEqual({ kind: 'number', key: 'trialDays', label: 'Trial length in days' });
  });

  it('keeps the plans a fixed set and lets the features grow, shrink and move within their type’s bounds', () => {
    const form = entryFormOf('crm', 'plans')!;
    expect(child(form, 'plans')).toMatchObject({ bounds: { fixed: true, min: 4, max: 4 } });
    expect(child(form, 'features')).toMatchObject({ kind: 'list', label: 'Features', item: { kind: 'group', label: 'Feature' }, bounds: { fixed: false, min: 1, max: 60 } });
  });

  it('marks a paragraph as many lines, and knows no entry a section does not have', () => {
    expect(child(entryFormOf('books', 'home-hero'), 'text')).toEqual({ kind: 'text', key: 'text', label: 'Text', multiLine: true, maxLength: 400, optional: false });
    expect(child(entryFormOf('books', 'home-hero'), 'headline')).toMatchObject({ multiLine: false, maxLength: 120 });
    expect(entryFormOf('books', 'plans')).toBeUndefined();
  });
});
