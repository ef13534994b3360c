import { screen } from '@testing-library/react';
import { TestimonialSection } from '@wtm/ui';
import { renderWithUi } from '../test/render.tsx';
import { FeatureIcon } from './feature-icon.tsx';
import { InitialsAvatar, initialsOf } from './initials-avatar.tsx';

describe('initials avatars on testimonials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Priya Raghavan')).toBe('PR');
    expect(initialsOf('  rajesh  kumar agarwal ')).toBe('RA');
    expect(initialsOf('Meera')).toBe('M');
  });

  it('shows the initials beside the name, hidden from screen readers that read the name', () => {
    const { container } = renderWithUi(
      <TestimonialSection
        heading="What our customers say"
        carouselLabel="Customer testimonials"
        testimonials={[{ quote: 'Fast.', name: 'Priya Raghavan', role: 'Sales Manager', company: 'Kaveri Agro' }]}
        renderAvatar={(name) => <InitialsAvatar name={name} />}
      />,
    );
    const badge = container.querySelector('figcaption [aria-hidden="true"]');
    expect(badge).toHaveTextContent('PR');
    expect(screen.getByRole('figure')).toHaveTextContent('Priya Raghavan');
  });
});

describe('FeatureIcon', () => {
  it('draws its paths as a decorative line icon in its badge', () => {
    const { container } = renderWithUi(
      <FeatureIcon>
        <path data-icon="sales" d="M6 3h12" />
      </FeatureIcon>,
    );
    const svg = container.querySelector('[data-icon="sales"]')?.closest('svg');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg?.parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
