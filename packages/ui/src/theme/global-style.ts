import { createGlobalStyle } from 'styled-components';
import { theme } from './theme.ts';

/**
 * Page-wide base rules: border-box sizing, the body font (Inter, else the system's), one visible focus ring for
 * keyboard users, the skip link and reduced motion. Rendered once by `UiProvider`.
 * Written from the default theme, not the provider's: static rules, which a page rendered
 * on the server keeps as they are while it hydrates, where rules from the theme in context
 * were compiled and inserted again, and every style recalculated (a long task on a phone).
 */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }

  h1, h2, h3, h4, h5, h6 {
    line-height: ${theme.lineHeights.tight};
  }

  img, svg {
    max-width: 100%;
  }

  a {
    color: ${theme.colors.primary};
  }

  a:hover {
    color: ${theme.colors.primaryHover};
  }

  /* :focus-visible keeps the ring for keyboard users without flashing it on mouse clicks. */
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  /* Off-screen until focused, then on top of everything: the first Tab stop on every page. */
  .wtm-skip-link {
    position: absolute;
    top: ${theme.space.sm};
    left: ${theme.space.sm};
    z-index: ${theme.zIndices.skipLink};
    padding: ${theme.space.sm} ${theme.space.md};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-weight: ${theme.fontWeights.bold};
    transform: translateY(-200%);
  }

  .wtm-skip-link:focus {
    color: ${theme.colors.onPrimary};
    transform: none;
  }

  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
