import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

// jsdom and some embedded browsers have no matchMedia: treat that as "no preference".
const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void) {
  if (!hasMatchMedia()) return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the user asked the system for reduced motion, read once (e.g. in a click handler). */
export function prefersReducedMotion(): boolean {
  return hasMatchMedia() && window.matchMedia(query).matches;
}

/**
 * Whether the user asked for reduced motion, kept up to date when the setting changes.
 * Before hydration it answers `true`, so nothing moves until the real answer is known.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => true);
}
