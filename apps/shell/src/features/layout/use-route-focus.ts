import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a navigation waits for its page's heading (a remote may still be loading). */
const headingWaitMs = 10_000;

function pageHeading(main: HTMLElement): HTMLHeadingElement | null {
  return main.querySelector('h1');
}

/**
 * After a route change (issue 29): moves focus to the new page's `<h1>` (given
 * `tabindex="-1"` when a remote released before this rule lacks it) and returns the text a
 * live region announces, the new document title. The first page of a visit, Back/Forward
 * to a #fragment, and a link to a #fragment are left to the browser, and focus the
 * visitor moved elsewhere meanwhile is never taken away.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): string {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const shownHeading = useRef<{ element: HTMLHeadingElement | null; text: string }>({ element: null, text: '' });
  const firstPage = useRef(true);

  useEffect(() => {
    const main = mainRef.current;
    if (!main) return undefined;
    const remember = (element: HTMLHeadingElement | null) => {
      shownHeading.current = { element, text: element?.textContent ?? '' };
    };
    if (firstPage.current || location.hash !== '') {
      firstPage.current = false;
      remember(pageHeading(main));
      return undefined;
    }
    const focusedAtNavigation = document.activeElement;
    const before = shownHeading.current;
    // A page that is still loading shows the previous heading (or none): wait for its own.
    const isNew = (heading: HTMLHeadingElement) => heading !== before.element || heading.textContent !== before.text;
    const settle = (heading: HTMLHeadingElement) => {
      observer.disconnect();
      clearTimeout(timer);
      remember(heading);
      const active = document.activeElement;
      const visitorMoved = active !== null && active !== document.body && active !== focusedAtNavigation && active.isConnected;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      if (!visitorMoved) heading.focus({ preventScroll: true });
      setAnnouncement(document.title || (heading.textContent ?? ''));
    };
    const check = () => {
      const heading = pageHeading(main);
      if (heading && isNew(heading)) settle(heading);
    };
    const observer = new MutationObserver(check);
    const timer = setTimeout(() => {
      const heading = pageHeading(main);
      if (heading) settle(heading);
      else observer.disconnect();
    }, headingWaitMs);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    check();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [mainRef, location.key, location.hash]);

  return announcement;
}
