import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a navigation waits for its page's heading (a remote may still be loading). */
const targetWaitMs = 10_000;

function pageHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector('h1');
}

function fragmentTarget(main: HTMLElement, hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  return id === '' ? null : main.querySelector(`[id="${CSS.escape(id)}"]`);
}

/**
 * After a route change (issue 29): moves focus to the new page's `<h1>` (given
 * `tabindex="-1"` when a remote released before this rule lacks it), or for a link to a
 * #fragment scrolls to that element once it is there and focuses it, and returns the text
 * a live region announces, the new document title. The first page of a visit is left to
 * the browser, and focus the visitor moved elsewhere meanwhile is never taken away.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): string {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const shownHeading = useRef<{ element: HTMLElement | null; text: string }>({ element: null, text: '' });
  const firstPage = useRef(true);

  useEffect(() => {
    const main = mainRef.current;
    if (!main) return undefined;
    const remember = (element: HTMLElement | null) => {
      shownHeading.current = { element, text: element?.textContent ?? '' };
    };
    if (firstPage.current) {
      firstPage.current = false;
      remember(pageHeading(main));
      return undefined;
    }
    const focusedAtNavigation = document.activeElement;
    const before = shownHeading.current;
    // A page that is still loading shows the previous heading (or none): wait for its own.
    const findTarget = (): HTMLElement | null => {
      if (location.hash !== '') return fragmentTarget(main, location.hash);
      const heading = pageHeading(main);
      return heading && (heading !== before.element || heading.textContent !== before.text) ? heading : null;
    };
    let observer: MutationObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      observer?.disconnect();
      clearTimeout(timer);
    };
    const settle = (target: HTMLElement) => {
      stop();
      remember(pageHeading(main));
      const active = document.activeElement;
      const visitorMoved = active !== null && active !== document.body && active !== focusedAtNavigation && active.isConnected;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      if (location.hash !== '') target.scrollIntoView({ block: 'start' });
      if (!visitorMoved) target.focus({ preventScroll: true });
      setAnnouncement(document.title || (target.textContent ?? ''));
    };
    const check = () => {
      const target = findTarget();
      if (target) settle(target);
    };
    observer = new MutationObserver(check);
    timer = setTimeout(() => {
      const fallback = location.hash === '' ? pageHeading(main) : null;
      if (fallback) settle(fallback);
      else stop();
    }, targetWaitMs);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    check();
    return stop;
  }, [mainRef, location.key, location.hash]);

  return announcement;
}
