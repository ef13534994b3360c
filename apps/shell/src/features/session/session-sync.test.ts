import { session } from '@wtm/api-client';
import { createStore } from '../../app/store.ts';
import { syncSession } from './session-sync.ts';

const signedIn = { success: true as const, token: 'token-123', systemMessage: 'Login successful', id: 'u-1', email: 'asha@example.com', firstName: 'Asha', lastName: 'Rao' };

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
    expect(store.getState().session.user).toEqual({ id: 'u-1', email: 'asha@example.com', name: 'Asha Rao' });
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

  it('shows the new name when the profile page stores it, in this tab and in another', () => {
    const store = createStore();
    const stop = syncSession(store.dispatch);
    session.signIn({ ...signedIn, firstName: 'Ashwini' });
    expect(store.getState().session.user?.name).toBe('Ashwini Rao');
    const renamed = JSON.stringify({ ...signedIn, lastName: 'Kulkarni' });
    localStorage.setItem('currentUser', renamed);
    window.dispatchEvent(new StorageEvent('storage', { key: 'currentUser', newValue: renamed }));
    expect(store.getState().session.user?.name).toBe('Asha Kulkarni');
    stop();
  });

  it('keeps a session stored before sign-in answers carried names, without a name', () => {
    const { firstName: _first, lastName: _last, ...older } = signedIn;
    localStorage.setItem('currentUser', JSON.stringify(older));
    const store = createStore();
    const stop = syncSession(store.dispatch);
    expect(store.getState().session.user).toEqual({ id: 'u-1', email: 'asha@example.com', name: '' });
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
