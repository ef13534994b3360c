import type { MouseEvent, ReactNode } from 'react';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** `id` of the main content element. Default `main-content`. */
  targetId?: string;
  children?: ReactNode;
}

/**
 * The first Tab stop of a page: jumps keyboard users past the header. Styled by the
 * `.wtm-skip-link` rule of `GlobalStyle`: hidden until focused.
 */
export function SkipLink({ targetId = 'main-content', children = 'Skip to main content' }: SkipLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Moving focus ourselves keeps the URL (and the router) unchanged, and makes the
    // next Tab continue from the main content even when it is not focusable itself.
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }

  return (
    <a className="wtm-skip-link" href={`#${targetId}`} onClick={handleClick}>
      {children}
    </a>
  );
}
