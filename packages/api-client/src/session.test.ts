import type { LoginSuccess } from '@wtm/contract';
import { createSession, isSignedInUser, session } from './session.ts';

let serial = 0;
function signedIn(overrides: Partial<LoginSuccess> = {}): LoginSuccess {
  serial += 1;
  return { success: true, token: `token-${serial}`, systemMessage: 'Welcome', id: `u${serial}`, email: `user${serial}@example.com`, firstName: 'Anil', lastName: 'Rao', ...overrides };
}

/** What another tab's write looks like to this one. */
function otherTabWrites(key: string | null, value: string | null) {
  if (key !== null) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  }
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

beforeEach(() => localStorage.clear());

describe('session storage', () => {
  it('starts signed out', () => {
    expect(session.getCurrentUser()).toBeNull();
    expect(session.isSignedIn()).toBe(false);
    expect(session.getToken()).toBeNull();
  });

  it('stores the whole answer under the currentUser key', () => {
    const user = signedIn();
    session.signIn(user);
    expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toEqual(user);
    expect(session.getCurrentUser()).toEqual(user);
    expect(session.getToken()).toBe(user.token);
  });

  it('clears the stored user on sign-out', () => {
    session.signIn(signedIn());
    session.signOut();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(session.isSignedIn()).toBe(false);
  });

  it.each(['{not json', '[1,2]', '"text"', 'null', '42'])('treats the stored value %p as signed out', (raw) => {
    localStorage.setItem('currentUser', raw);
    expect(session.getCurrentUser()).toBeNull();
    expect(session.isSignedIn()).toBe(false);
  });

  it('keeps working from memory when storage refuses writes', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createSession({ storage: () => broken });
    const user = signedIn();
    store.signIn(user);
    expect(store.getCurrentUser()).toEqual(user);
  });
});

describe('isSignedIn (a token and success true)', () => {
  it.each([
    ['success false', { success: false, token: 'x' }],
    ['empty token', { success: true, token: '' }],
    ['no token', { success: true }],
    ['numeric token', { success: true, token: 7 }],
    ['success as text', { success: 'true', token: 'x' }],
  ])('is false with %s', (_name, stored) => {
    localStorage.setItem('currentUser', JSON.stringify(stored));
    expect(session.isSignedIn()).toBe(false);
    expect(session.getToken()).toBeNull();
    expect(isSignedInUser(stored)).toBe(false);
  });

  it('is true with success true and a token', () => {
    session.signIn(signedIn());
    expect(session.isSignedIn()).toBe(true);
  });
});

describe('getSnapshot (useSyncExternalStore)', () => {
  it('returns the same object until the stored value changes', () => {
    session.signIn(signedIn());
    const first = session.getSnapshot();
    expect(session.getSnapshot()).toBe(first);
    session.signIn(signedIn());
    expect(session.getSnapshot()).not.toBe(first);
    expect(session.getServerSnapshot()).toBeNull();
  });
});

describe('subscribe', () => {
  it('fires on sign-in and sign-out in this tab, until unsubscribed', () => {
    const listener = jest.fn();
    const unsubscribe = session.subscribe(listener);
    session.signIn(signedIn());
    session.signOut();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    session.signIn(signedIn());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('fires when another tab signs in or out, and the snapshot follows', () => {
    const seen: Array<string | null> = [];
    const unsubscribe = session.subscribe(() => seen.push(session.getToken()));
    otherTabWrites('currentUser', JSON.stringify(signedIn({ token: 'other-tab' })));
    otherTabWrites('currentUser', null);
    unsubscribe();
    expect(seen).toEqual(['other-tab', null]);
  });

  it('fires when another tab clears storage, but not for other keys', () => {
    const listener = jest.fn();
    const unsubscribe = session.subscribe(listener);
    otherTabWrites('somethingElse', 'x');
    expect(listener).not.toHaveBeenCalled();
    otherTabWrites(null, null);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('stops listening to other tabs once the last listener leaves', () => {
    const listener = jest.fn();
    session.subscribe(listener)();
    otherTabWrites('currentUser', JSON.stringify(signedIn()));
    expect(listener).not.toHaveBeenCalled();
  });
});
