import { requiredParams } from './query-params.ts';

describe('requiredParams', () => {
  it('reads trimmed values in order', () => {
    expect(requiredParams({ a: ' 1 ', b: '2', c: 'ignored' }, ['a', 'b'])).toEqual({ ok: true, values: { a: '1', b: '2' } });
  });

  it('names the first missing, blank, repeated or over-long parameter', () => {
    expect(requiredParams({}, ['a'])).toEqual({ ok: false, message: 'a is required' });
    expect(requiredParams({ a: '1', b: ' ' }, ['a', 'b'])).toEqual({ ok: false, message: 'b is required' });
    expect(requiredParams({ a: ['1', '2'] }, ['a'])).toEqual({ ok: false, message: 'a must be given once' });
    expect(requiredParams({ a: 'x'.repeat(201) }, ['a'])).toEqual({ ok: false, message: 'a must be at most 200 characters' });
    expect(requiredParams(undefined, ['a'])).toEqual({ ok: false, message: 'a is required' });
  });
});
