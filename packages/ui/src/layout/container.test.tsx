import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { Container } from './container.tsx';

describe('Container', () => {
  it('renders its content centred at the page width', () => {
    renderWithUi(<Container data-testid="page">Business management software</Container>);
    const container = screen.getByTestId('page');
    expect(container).toHaveTextContent('Business management software');
    expect(getComputedStyle(container).maxWidth).toBe('1200px');
  });

  it('uses the narrow reading width on request', () => {
    renderWithUi(
      <Container width="narrow" data-testid="form">
        Sales Enquiry
      </Container>,
    );
    expect(getComputedStyle(screen.getByTestId('form')).maxWidth).toBe('720px');
  });
});
