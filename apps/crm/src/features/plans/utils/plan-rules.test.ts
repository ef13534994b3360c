import { planFeatures, planOrder, plans } from '../content/plans.ts';
import { cardFeatures, formatPrice, planById, planIncludes } from './plan-rules.ts';

const labels = (id: Parameters<typeof planById>[0]) => cardFeatures(planById(id)).map((feature) => feature.label);
const included = (id: Parameters<typeof planById>[0]) => planFeatures.filter((feature) => planIncludes(id, feature));

describe('plan rules', () => {
  it('lists a plan for every id, in order', () => {
    expect(plans.map((plan) => plan.id)).toEqual(planOrder);
  });

  it('gives every dearer plan everything of the cheaper ones', () => {
    for (const [index, id] of planOrder.entries()) {
      const next = planOrder[index + 1];
      if (next) expect(included(next)).toEqual(expect.arrayContaining(included(id)));
    }
  });

  it('gives Free and Standard the base list, Standard adding role-based security and sales forecasting', () => {
    expect(labels('free')).toEqual([
      'Lead management',
      'Accounts and contacts',
      'Tasks, events and call log',
      'Opportunities',
      'Views',
      'Over 25 standard reports',
      'Document attachment',
      'Profile permission',
    ]);
    expect(labels('standard')).toEqual([...labels('free'), 'Role-based security', 'Sales forecasting']);
  });

  it('lists only what Professional and Enterprise add on their cards', () => {
    expect(labels('professional')).toHaveLength(9);
    expect(labels('professional')).toContain('Web-to-lead and web-to-contact forms');
    expect(labels('enterprise')).toHaveLength(11);
    expect(labels('enterprise')).toEqual(expect.arrayContaining(['Territory management', 'Unlimited customization']));
  });

  it('formats whole prices with the currency symbol', () => {
    expect(formatPrice(1199, 'INR')).toBe('₹1,199');
    expect(formatPrice(15, 'USD')).toBe('$15');
    expect(formatPrice(0, 'USD')).toBe('$0');
    expect(formatPrice(799, 'INR')).toBe('₹799');
    expect(formatPrice(1234567, 'INR')).toBe('₹12,34,567');
    expect(formatPrice(1234567, 'USD')).toBe('$1,234,567');
  });
});
