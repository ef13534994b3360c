import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style.ts';
import { theme as defaultTheme, type Theme } from './theme.ts';

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  children: ReactNode;
  /** Replaces the default theme for the components, e.g. for a co-branded page (the page-wide rules of `GlobalStyle` stay the default theme's); defaults to `theme`. */
  theme?: Theme;
}

/**
 * Puts the theme in context and renders the global styles. Wrap each app root (and
 * each remote rendered on its own in development) in exactly one `UiProvider`.
 */
export function UiProvider({ children, theme = defaultTheme }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
