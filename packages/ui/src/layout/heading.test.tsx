import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { Heading } from './heading.tsx';

describe('Heading', () => {
  it('renders the requested outline level', () => {
    renderWithUi(<Heading level={3}>Accounting and GST solution</Heading>);
    expect(screen.getByRole('heading', { level: 3, name: 'Accounting and GST solution' })).toBeInTheDocument();
  });

  it('keeps the level when the visual size is changed', () => {
    renderWithUi(
      <Heading level={1} size="lg">
        Forgot Password
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Forgot Password' });
    expect(getComputedStyle(heading).fontSize).toBe('1.25rem');
  });
});
