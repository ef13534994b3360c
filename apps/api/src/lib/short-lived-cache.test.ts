import { ShortLivedCache } from './short-lived-cache.ts';

describe('ShortLivedCache', () => {
  const cache = () => new ShortLivedCache<string>({ ttlMs: 1000, maxEntries: 3 });

  it('trusts a value for ttlMs, or until validUntil when that is sooner', () => {
    const values = cache();
    values.set('a', 'A', 0);
    values.set('b', 'B', 0, { validUntil: 400 });
    expect(values.get('a', 999)).toBe('A');
    expect(values.get('a', 1000)).toBeUndefined();
    expect(values.get('b', 399)).toBe('B');
    expect(values.get('b', 400)).toBeUndefined();
  });

  it('keeps at most maxEntries, the oldest leaving first', () => {
    const values = cache();
    for (const key of ['a', 'b', 'c', 'd']) values.set(key, key.toUpperCase(), 0);
    expect(values.size).toBe(3);
    expect(values.get('a', 1)).toBeUndefined();
    expect(values.get('d', 1)).toBe('D');
  });

  it('forgets a key at once and will not take it back until ttlMs has passed', () => {
    const values = cache();
    values.set('a', 'A', 0);
    values.forget('a', 100);
    expect(values.get('a', 100)).toBeUndefined();
    // A read that began before the change committed tries to put the old value back.
    values.set('a', 'old', 200);
    expect(values.get('a', 201)).toBeUndefined();
    values.set('a', 'new', 1100);
    expect(values.get('a', 1101)).toBe('new');
  });

  it('forgets every key of a tag, and bars the tag for ttlMs', () => {
    const values = cache();
    values.set('t1', 'one', 0, { tag: 'user-1' });
    values.set('t2', 'two', 0, { tag: 'user-1' });
    values.set('t3', 'three', 0, { tag: 'user-2' });
    values.forgetTag('user-1', 10);
    expect(values.get('t1', 11)).toBeUndefined();
    expect(values.get('t2', 11)).toBeUndefined();
    expect(values.get('t3', 11)).toBe('three');
    values.set('t4', 'four', 20, { tag: 'user-1' });
    expect(values.get('t4', 21)).toBeUndefined();
    values.set('t4', 'four', 1010, { tag: 'user-1' });
    expect(values.get('t4', 1011)).toBe('four');
  });
});
