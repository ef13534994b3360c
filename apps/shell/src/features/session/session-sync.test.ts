import { session } from '@wtm/api-client';
import { createStore } from '../../app/store.ts';
import { syncSession } from './session-sync.ts';

const signedIn = { success: true as const, token: 'token-123', systemMessage: 'Login successful', id: 'u-1', email: 'asha@example.com' };

afterEach(() => {
  session.signOut();
  localStorage.clear();
});

describe('syncSession', () => {
  it('mirrors the stored user into the session slice, without the token', () => {
    const store = createStore();
    const stop = syncSession(store.dispatch);
    expect(store.getState().session.user).toBeNull();
    session.signIn(signedIn);
    expect(store.getState().session.user).toEqual({ id: 'u-1', email: 'asha@example.com' });
    expect(JSON.stringify(store.getState())).not.toContain('token-123');
    session.signOut();
    expect(store.getState().session.user).toBeNull();
    stop();
  });

  it('follows a sign-in made in another tab', () => {
    const store = createStore();
    const stop = syncSession(store.dispatch);
    localStorage.setItem('currentUser', JSON.stringify(signedIn));
    window.dispatchEvent(new StorageEvent('storage', { key: 'currentUser', newValue: JSON.stringify(signedIn) }));
    expect(store.getState().session.user?.email).toBe('asha@example.com');
    stop();
  });

  it('treats a stored answer without success as signed out', () => {
    localStorage.setItem('currentUser', JSON.stringify({ ...signedIn, success: false }));
    const store = createStore();
    const stop = syncSession(store.dispatch);
    expect(store.getState().session.user).toBeNull();
    stop();
  });
});
