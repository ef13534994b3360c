import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False on the server and while the browser hydrates a prerendered page, true after (and
 * at once on a page rendered in the browser only). Content that depends on the query
 * string waits for it: the prerender saw no query, and the first render in the browser
 * must be the server's (packages/shell-contract README §5).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
