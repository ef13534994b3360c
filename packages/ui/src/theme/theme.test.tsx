import { contrastRatio } from './contrast.ts';
import { theme } from './theme.ts';

const { colors } = theme;

describe('theme colours', () => {
  // Every pair a component draws text with; large-text exceptions are not used.
  const textPairs: Array<[string, string, string]> = [
    ['body text', colors.text, colors.background],
    ['body text on surface', colors.text, colors.surface],
    ['muted text', colors.textMuted, colors.background],
    ['muted text on surface', colors.textMuted, colors.surface],
    ['links', colors.primary, colors.background],
    ['links on surface', colors.primary, colors.surface],
    ['primary button', colors.onPrimary, colors.primary],
    ['primary button hover', colors.onPrimary, colors.primaryHover],
    ['highlighted card text', colors.primaryHover, colors.primarySoft],
    ['success alert', colors.successText, colors.successBackground],
    ['error alert', colors.errorText, colors.errorBackground],
    ['inline field error', colors.fieldError, colors.background],
    ['footer text', colors.footerText, colors.footerBackground],
    ['footer links', colors.footerLink, colors.footerBackground],
    ['badge', colors.badgeText, colors.badgeBackground],
  ];

  it.each(textPairs)('%s meets WCAG AA 4.5:1', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps control borders and focus rings at 3:1 or more (WCAG 1.4.11)', () => {
    expect(contrastRatio(colors.border, colors.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colors.focus, colors.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colors.footerFocus, colors.footerBackground)).toBeGreaterThanOrEqual(3);
  });

  it('measures contrast the WCAG way', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(() => contrastRatio('blue', '#ffffff')).toThrow('#rrggbb');
  });
});
