import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { Section } from './section.tsx';

describe('Section', () => {
  it('is a region named by its visible heading', () => {
    renderWithUi(
      <Section heading="About WTM Account Books">
        <p>Double-entry accounting that creates journals automatically.</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'About WTM Account Books' });
    expect(region).toHaveTextContent('Double-entry accounting that creates journals automatically.');
    expect(screen.getByRole('heading', { level: 2, name: 'About WTM Account Books' })).toBeInTheDocument();
  });

  it('supports another heading level', () => {
    renderWithUi(<Section heading="Automation" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Automation' })).toBeInTheDocument();
  });

  it('renders no heading and no landmark name without a heading', () => {
    renderWithUi(<Section>Try for free, no credit card required</Section>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Try for free, no credit card required')).toBeInTheDocument();
  });
});
