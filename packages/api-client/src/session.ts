// The one session truth (decision 0004): the current user lives in localStorage
// under the spec's key; every tab and every remote reads it through this store.
import { currentUserStorageKey, type LoginResponse, type LoginSuccess } from '@wtm/contract/data';

/** The stored current user: a copy of the sign-in or registration answer. */
export type CurrentUser = LoginResponse;

/** Reads and writes the current user; shaped for React's useSyncExternalStore. */
export interface SessionStore {
  /** The stored user, or null. Same object until the stored value changes. */
  getSnapshot(): CurrentUser | null;
  /** For server rendering: nobody is signed in. */
  getServerSnapshot(): null;
  /** Alias of getSnapshot, for code outside React. */
  getCurrentUser(): CurrentUser | null;
  /** The bearer token when signed in, else null. */
  getToken(): string | null;
  /** True only when the stored user has success true and a non-empty token. */
  isSignedIn(): boolean;
  /** Stores the whole answer and tells every subscriber. */
  signIn(response: CurrentUser): void;
  /** Forgets the user and tells every subscriber. */
  signOut(): void;
  /** Calls `listener` on sign-in/out in this tab and on changes from other tabs. */
  subscribe(listener: () => void): () => void;
}

/** Where the store keeps its value; defaults suit a browser. */
export interface SessionOptions {
  /** Resolved on each use, so a test or a late polyfill can swap it. */
  storage?: () => Storage | undefined;
  /** Receives `storage` events from other tabs; default `window`. */
  events?: () => EventTarget | undefined;
  key?: string;
}

/** True for a user that counts as signed in. */
export function isSignedInUser(user: unknown): user is LoginSuccess {
  if (typeof user !== 'object' || user === null) return false;
  const { success, token } = user as Record<string, unknown>;
  return success === true && typeof token === 'string' && token.length > 0;
}

function parse(raw: string | null): CurrentUser | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as CurrentUser) : null;
  } catch {
    return null; // A hand-edited or truncated value: treat as signed out.
  }
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // Some browsers throw on access when site data is blocked.
  }
}

/** Creates a session store; the app uses the shared {@link session}. */
export function createSession(options: SessionOptions = {}): SessionStore {
  const { storage = defaultStorage, events = () => globalThis.window, key = currentUserStorageKey } = options;
  const listeners = new Set<() => void>();
  // When storage is missing or refuses writes (private mode, quota), the session still
  // works in this tab from memory.
  let memory: string | null = null;
  let storageFailed = false;
  let cachedRaw: string | null | undefined;
  let cached: CurrentUser | null = null;

  function read(): string | null {
    const store = storageFailed ? undefined : storage();
    if (!store) return memory;
    try {
      return store.getItem(key);
    } catch {
      storageFailed = true;
      return memory;
    }
  }

  function write(raw: string | null): void {
    memory = raw;
    const store = storage();
    if (!store || storageFailed) return;
    try {
      if (raw === null) store.removeItem(key);
      else store.setItem(key, raw);
    } catch {
      storageFailed = true;
    }
  }

  function notify(): void {
    // A copy: a listener that subscribes another one must not make it fire this round.
    const current = Array.from(listeners);
    for (const listener of current) listener();
  }

  function onStorage(event: Event): void {
    const { key: changed, storageArea } = event as StorageEvent;
    // key null means another tab called localStorage.clear().
    if (changed !== null && changed !== key) return;
    if (storageArea && storageArea !== storage()) return;
    notify();
  }

  const getSnapshot = (): CurrentUser | null => {
    const raw = read();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  };

  return {
    getSnapshot,
    getServerSnapshot: () => null,
    getCurrentUser: getSnapshot,
    getToken: () => {
      const user = getSnapshot();
      return isSignedInUser(user) ? user.token : null;
    },
    isSignedIn: () => isSignedInUser(getSnapshot()),
    signIn: (response) => {
      write(JSON.stringify(response));
      notify();
    },
    signOut: () => {
      write(null);
      notify();
    },
    subscribe: (listener) => {
      if (listeners.size === 0) events()?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events()?.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The shared session of this page (api-client is a Module Federation singleton). */
export const session: SessionStore = createSession();
