import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

describe('VisuallyHidden', () => {
  it('keeps the text in the accessible name while clipping it from view', () => {
    renderWithUi(
      <a href="https://www.linkedin.com/company/wtm">
        <span aria-hidden="true">in</span>
        <VisuallyHidden>WTM on LinkedIn</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'WTM on LinkedIn' })).toBeInTheDocument();
    const style = getComputedStyle(screen.getByText('WTM on LinkedIn'));
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
  });
});
