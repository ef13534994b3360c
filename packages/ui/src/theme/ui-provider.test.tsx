import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { theme } from './theme.ts';
import { UiProvider } from './ui-provider.tsx';

describe('UiProvider', () => {
  const Brand = styled.p`
    color: ${({ theme: t }) => t.colors.primary};
  `;

  it('gives styled components the theme and renders its children', () => {
    render(
      <UiProvider>
        <Brand>Cloud accounting with GST built in</Brand>
      </UiProvider>,
    );
    const text = screen.getByText('Cloud accounting with GST built in');
    expect(getComputedStyle(text).color).toBe('rgb(11, 92, 173)');
  });

  it('accepts a variant theme', () => {
    render(
      <UiProvider theme={{ ...theme, colors: { ...theme.colors, primary: '#004b87' } }}>
        <Brand>Sales CRM for growing teams</Brand>
      </UiProvider>,
    );
    expect(getComputedStyle(screen.getByText('Sales CRM for growing teams')).color).toBe('rgb(0, 75, 135)');
  });

  it('injects the global focus ring rule', () => {
    render(<UiProvider>Portal</UiProvider>);
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');
    expect(css).toContain(':focus-visible');
    expect(css).toContain('prefers-reduced-motion');
  });
});
