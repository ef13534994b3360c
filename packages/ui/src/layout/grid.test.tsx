import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { Grid } from './grid.tsx';

describe('Grid', () => {
  it('shows one column on phones by default and adds columns on wider screens', () => {
    renderWithUi(
      <Grid as="ul" aria-label="Plans">
        <li>Free Account</li>
        <li>Standard</li>
        <li>Professional</li>
      </Grid>,
    );
    const grid = screen.getByRole('list', { name: 'Plans' });
    expect(getComputedStyle(grid).gridTemplateColumns).toBe('repeat(1, minmax(0, 1fr))');
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('');
    expect(css).toMatch(/@media \(min-width: ?768px\)\{[^}]*repeat\(2, minmax\(0, 1fr\)\)/);
    expect(css).toMatch(/@media \(min-width: ?1024px\)\{[^}]*repeat\(3, minmax\(0, 1fr\)\)/);
  });

  it('accepts a fixed column count', () => {
    renderWithUi(
      <Grid columns={4} data-testid="features">
        <div>Sales</div>
      </Grid>,
    );
    expect(getComputedStyle(screen.getByTestId('features')).gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');
  });
});
