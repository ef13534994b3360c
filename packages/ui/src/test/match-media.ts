/**
 * Installs a `window.matchMedia` stub (jsdom has none) that reports reduced motion as
 * asked. Returns a function that flips the setting and notifies listeners, as a user
 * changing the system setting would.
 */
export function mockReducedMotion(reduce: boolean) {
  let matches = reduce;
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn((query: string) => ({
    get matches() {
      return query.includes('prefers-reduced-motion: reduce') ? matches : false;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    matches = next;
    listeners.forEach((listener) => listener());
  };
}

/** Removes the stub again, back to jsdom's missing matchMedia. */
export function restoreMatchMedia() {
  // @ts-expect-error jsdom has no matchMedia; deleting the stub restores that.
  delete window.matchMedia;
}
