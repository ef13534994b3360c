// The work of a route change's focus move, loaded on the first navigation of a
// visit, not with the first page: use-route-focus.ts imports it when it is needed.

/** How long a navigation waits for its page's heading (a remote may still be loading). */
const targetWaitMs = 10_000;

/** The page heading shown before the navigation, to tell the new page's from it. */
export interface ShownHeading {
  element: HTMLElement | null;
  text: string;
}

export function pageHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector('h1');
}

function fragmentTarget(main: HTMLElement, hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  return id === '' ? null : main.querySelector(`[id="${CSS.escape(id)}"]`);
}

export interface FocusMove {
  main: HTMLElement;
  /** `location.hash`: a link to a #fragment focuses its target instead of the heading. */
  hash: string;
  before: ShownHeading;
  /** What had focus when the navigation happened (the link that was followed). */
  focusedAtNavigation: Element | null;
  /** Called once the target is focused, with the text to announce. */
  onSettled: (heading: HTMLElement | null, announcement: string) => void;
}

/**
 * Waits for the new page's `<h1>` (or the #fragment's target), gives it `tabindex="-1"`
 * when a remote released before this rule lacks it, scrolls to a fragment, and focuses it
 * unless the visitor moved focus meanwhile. Returns a function that stops waiting.
 */
export function moveFocusToNewPage({ main, hash, before, focusedAtNavigation, onSettled }: FocusMove): () => void {
  // A page that is still loading shows the previous heading (or none): wait for its own.
  const findTarget = (): HTMLElement | null => {
    if (hash !== '') return fragmentTarget(main, hash);
    const heading = pageHeading(main);
    return heading && (heading !== before.element || heading.textContent !== before.text) ? heading : null;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => check());
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const settle = (target: HTMLElement) => {
    stop();
    const active = document.activeElement;
    const visitorMoved = active !== null && active !== document.body && active !== focusedAtNavigation && active.isConnected;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    if (hash !== '') target.scrollIntoView({ block: 'start' });
    if (!visitorMoved) target.focus({ preventScroll: true });
    onSettled(pageHeading(main), document.title || (target.textContent ?? ''));
  };
  function check() {
    const target = findTarget();
    if (target) settle(target);
  }
  timer = setTimeout(() => {
    const fallback = hash === '' ? pageHeading(main) : null;
    if (fallback) settle(fallback);
    else stop();
  }, targetWaitMs);
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  check();
  return stop;
}
