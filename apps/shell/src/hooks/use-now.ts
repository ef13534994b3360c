import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

/**
 * When the page being rendered was prerendered (epoch ms): given on the server and while
 * the browser hydrates that page; undefined for a page rendered in the browser only.
 */
export const RenderTimeContext = createContext<number | undefined>(undefined);

const noChanges = () => () => undefined;
// To the minute: the same value on consecutive reads, as useSyncExternalStore needs.
const currentMinute = () => Math.floor(Date.now() / 60_000) * 60_000;

/**
 * The time that time-dependent content (which webinars are still to come) is shown as of:
 * the prerender's time on the server and while a prerendered page hydrates, so the
 * browser's first render is the server's (docs/decisions/0029); the visitor's clock once
 * it has, and on pages rendered in the browser.
 */
export function useNow(): Date {
  const renderedAt = useContext(RenderTimeContext);
  const time = useSyncExternalStore(noChanges, currentMinute, () => renderedAt ?? currentMinute());
  return useMemo(() => new Date(time), [time]);
}
