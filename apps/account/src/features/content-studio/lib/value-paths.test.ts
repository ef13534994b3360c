import { pathName, valueAt, withValueAt } from './value-paths.ts';

describe('fields of an entry by path', () => {
  const value = { plans: [{ prices: { INR: 799 } }, { prices: { INR: 1199 }, buildsOn: 'standard' }], trialDays: 15 };

  it('names a path as the API does and reads the field', () => {
    expect(pathName(['plans', 1, 'prices', 'INR'])).toBe('plans[1].prices.INR');
    expect(valueAt(value, ['plans', 1, 'prices', 'INR'])).toBe(1199);
    expect(valueAt(value, ['plans', 5, 'prices'])).toBeUndefined();
  });

  it('replaces one field in a copy, and removes a field set to undefined', () => {
    const changed = withValueAt(value, ['plans', 1, 'prices', 'INR'], 1299);
    expect(valueAt(changed, ['plans', 1, 'prices', 'INR'])).toBe(1299);
    expect(value.plans[1]!.prices.INR).toBe(1199);
    expect(valueAt(changed, ['plans', 0])).toBe(value.plans[0]);
    expect(valueAt(withValueAt(value, ['plans', 1, 'buildsOn'], undefined), ['plans', 1])).toEqual({ prices: { INR: 1199 } });
  });
});
