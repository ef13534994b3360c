import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import type { ShownHeading } from './route-focus.ts';

/**
 * After a route change: moves focus to the new page's `<h1>`, or for a link to
 * a #fragment to that element once it is there (route-focus.ts), and returns the text a
 * live region announces, the new document title. The first page of a visit is left to
 * the browser; the code that moves focus loads with the first navigation, so the first
 * visit does not download it (its 150 KB budget).
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): string {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const shownHeading = useRef<ShownHeading>({ element: null, text: '' });
  const firstPage = useRef(true);

  useEffect(() => {
    const main = mainRef.current;
    if (!main) return undefined;
    if (firstPage.current) {
      firstPage.current = false;
      const heading = main.querySelector('h1');
      shownHeading.current = { element: heading, text: heading?.textContent ?? '' };
      return undefined;
    }
    const focusedAtNavigation = document.activeElement;
    const before = shownHeading.current;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./route-focus.ts').then(({ moveFocusToNewPage }) => {
      if (cancelled) return;
      stop = moveFocusToNewPage({
        main,
        hash: location.hash,
        before,
        focusedAtNavigation,
        onSettled: (heading, text) => {
          shownHeading.current = { element: heading, text: heading?.textContent ?? '' };
          setAnnouncement(text);
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [mainRef, location.key, location.hash]);

  return announcement;
}
