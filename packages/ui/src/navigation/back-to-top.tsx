import styled from 'styled-components';
import { prefersReducedMotion } from '../hooks/use-prefers-reduced-motion.ts';

/** Props of {@link BackToTop}. */
export interface BackToTopProps {
  /** Button text. Default `Back to top`. */
  label?: string;
  /**
   * `id` of the element to focus after scrolling, e.g. the skip link's or the header's
   * first link, so the next Tab continues from the top instead of the footer.
   */
  focusTargetId?: string;
  className?: string;
}

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

/** A button that scrolls the page to the top (smoothly unless the user asked for reduced motion). */
export function BackToTop({ label = 'Back to top', focusTargetId, className }: BackToTopProps) {
  function handleClick() {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    const target = focusTargetId ? document.getElementById(focusTargetId) : null;
    if (target) {
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
      // preventScroll: the smooth scroll above is already under way.
      target.focus({ preventScroll: true });
    }
  }

  return (
    <Button type="button" onClick={handleClick} className={className} data-needs-script>
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        <path d="M2 9l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {label}
    </Button>
  );
}
