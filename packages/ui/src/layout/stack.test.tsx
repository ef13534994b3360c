import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { Stack } from './stack.tsx';

describe('Stack', () => {
  it('renders as a list when asked, keeping list semantics', () => {
    renderWithUi(
      <Stack as="ul" aria-label="Product families">
        <li>Accounting, finance and inventory</li>
        <li>Sales and service</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Product families' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('spaces children with the theme scale and lays them out as a row on request', () => {
    renderWithUi(
      <Stack direction="row" gap="lg" data-testid="actions">
        <button type="button">Register</button>
        <button type="button">Login</button>
      </Stack>,
    );
    const style = getComputedStyle(screen.getByTestId('actions'));
    expect(style.flexDirection).toBe('row');
    expect(style.gap).toBe('24px');
  });
});
