import { changesBetween, shownValue } from './value-diff.ts';

describe('changesBetween', () => {
  it('names each changed field as the API does, added and removed ones included', () => {
    const before = { plans: [{ name: 'Pro', prices: { INR: 1199, USD: 15 } }], trialDays: 15 };
    const after = { plans: [{ name: 'Pro', prices: { INR: 1299, USD: 15 } }, { name: 'Max', prices: { INR: 1999 } }], trialDays: 15, note: 'new' };
    expect(changesBetween(before, after)).toEqual([
      { field: 'plans[0].prices.INR', before: 1199, after: 1299 },
      { field: 'plans[1]', before: undefined, after: { name: 'Max', prices: { INR: 1999 } } },
      { field: 'note', before: undefined, after: 'new' },
    ]);
  });

  it('finds nothing between equal values, and a whole value when one side is none', () => {
    expect(changesBetween({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toEqual([]);
    expect(changesBetween(undefined, { headline: 'New' })).toEqual([{ field: '', before: undefined, after: { headline: 'New' } }]);
  });

  it('shows text quoted, none as a dash and long JSON cut short', () => {
    expect([shownValue('Books'), shownValue(undefined), shownValue(1299)]).toEqual(['“Books”', '—', '1299']);
    expect(shownValue({ text: 'x'.repeat(100) })).toHaveLength(80);
  });
});
