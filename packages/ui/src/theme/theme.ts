/** Viewport widths (px) where the layout changes: phone first, then wider screens. */
const breakpoints = {
  phone: 360,
  tablet: 768,
  laptop: 1024,
  desktop: 1280,
};

/** Name of a breakpoint in {@link Theme.breakpoints}. */
export type Breakpoint = keyof typeof breakpoints;

const minWidth = (px: number) => `@media (min-width: ${px}px)`;
// The .02px gap avoids a width where both a min- and a max-width query match.
const maxWidth = (px: number) => `@media (max-width: ${px - 0.02}px)`;

/**
 * The design tokens of the portal. Every foreground/background pair that components
 * combine meets WCAG AA (4.5:1); `theme.test.ts` measures them so a colour edit that
 * breaks contrast fails the build.
 */
export const theme = {
  colors: {
    /** Brand blue: buttons, links, active navigation. */
    primary: '#0b5cad',
    primaryHover: '#084a8c',
    /** Text drawn on `primary` or `primaryHover`. */
    onPrimary: '#ffffff',
    /** Pale brand tint for highlighted cards and badges; `primaryHover` text on it. */
    primarySoft: '#e8f1fb',
    text: '#1f2933',
    textMuted: '#4a5563',
    background: '#ffffff',
    /** Alternate section background. */
    surface: '#f3f6fa',
    /** Form control borders: 3:1 against the background, as WCAG 1.4.11 asks. */
    border: '#6b7785',
    /** Decorative dividers only, never the sole edge of a control. */
    divider: '#d9dee5',
    focus: '#0b5cad',
    successText: '#1d6b36',
    successBackground: '#e7f5ec',
    errorText: '#a3201d',
    errorBackground: '#fdecea',
    /** Inline field errors sit on the page background, not on an error box. */
    fieldError: '#b3261e',
    footerBackground: '#17324d',
    footerText: '#e3e8ef',
    footerLink: '#ffffff',
    /** Focus ring on the dark footer, where the brand blue would vanish. */
    footerFocus: '#8fc1f5',
    badgeBackground: '#ffd166',
    badgeText: '#1f2933',
  },
  space: {
    none: '0',
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
    xxxl: '64px',
  },
  radii: {
    sm: '4px',
    md: '8px',
    lg: '16px',
    pill: '999px',
  },
  fonts: {
    /**
     * Inter, self-hosted by the shell (latin subset, `font-display: swap`, decision 0033);
     * until it arrives, its fallback face (Arial sized to Inter's metrics, 0036) shows the
     * text, or the system fonts where Arial is missing.
     */
    body: '"Inter Variable", "Inter Variable Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: '2.5rem',
  },
  fontWeights: {
    regular: 400,
    medium: 500,
    bold: 700,
  },
  lineHeights: {
    tight: 1.25,
    body: 1.5,
  },
  shadows: {
    card: '0 1px 3px rgba(31, 41, 51, 0.12), 0 1px 2px rgba(31, 41, 51, 0.08)',
    raised: '0 8px 24px rgba(31, 41, 51, 0.16)',
  },
  zIndices: {
    header: 100,
    dropdown: 200,
    skipLink: 1000,
  },
  layout: {
    maxWidth: '1200px',
    narrowWidth: '720px',
  },
  transitions: {
    fast: '120ms ease-out',
    base: '200ms ease-out',
  },
  breakpoints,
  /** Ready-made `@media (min-width: …)` queries, one per breakpoint. */
  media: {
    phone: minWidth(breakpoints.phone),
    tablet: minWidth(breakpoints.tablet),
    laptop: minWidth(breakpoints.laptop),
    desktop: minWidth(breakpoints.desktop),
  },
  /**
   * `@media (max-width: …)` queries for screens narrower than a breakpoint. Use them
   * for phone-only hiding: jsdom ignores media queries, so tests see the wide layout.
   */
  mediaBelow: {
    tablet: maxWidth(breakpoints.tablet),
    laptop: maxWidth(breakpoints.laptop),
    desktop: maxWidth(breakpoints.desktop),
  },
};

/**
 * Shape of {@link theme} (values widened to `string`/`number`, so a variant theme can
 * be passed to `UiProvider`); also the type of styled-components' `DefaultTheme`.
 */
export type Theme = typeof theme;

/** Keys of the spacing scale, for props such as `gap`. */
export type SpaceToken = keyof Theme['space'];

// Lets every styled component read `props.theme.colors.primary` with full typing,
// in this package and in each app that imports it.
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
