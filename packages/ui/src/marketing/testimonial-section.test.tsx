import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { theme } from '../theme/theme.ts';
import { TestimonialSection } from './testimonial-section.tsx';

const quotes = [
  { quote: 'Month-end closing went from five days to one.', name: 'Rahul Verma', role: 'Chief Accountant', company: 'Verma Textiles', city: 'Surat' },
  { quote: 'Support answered within the hour.', name: 'Anita Rao', company: 'Rao Traders' },
];

describe('TestimonialSection', () => {
  it('is a section named by its heading with a carousel of one quote a slide', () => {
    renderWithUi(<TestimonialSection heading="What our customers say" carouselLabel="Customer testimonials" testimonials={quotes} />);
    const section = screen.getByRole('region', { name: 'What our customers say' });
    expect(within(section).getByRole('heading', { level: 2, name: 'What our customers say' })).toBeInTheDocument();
    const carousel = within(section).getByRole('region', { name: 'Customer testimonials' });
    expect(within(carousel).getByRole('group', { name: '1 of 2: Rahul Verma, Verma Textiles' })).toHaveTextContent(
      'Month-end closing went from five days to one.Rahul VermaChief Accountant, Verma Textiles, Surat',
    );
    expect(within(carousel).getByRole('button', { name: 'Anita Rao, Rao Traders' })).toBeInTheDocument();
  });

  it('moves only when asked: no Pause button, the next slide on Next', async () => {
    const { user } = renderWithUi(<TestimonialSection heading="Customers" carouselLabel="Quotes" testimonials={quotes} />);
    expect(screen.queryByRole('button', { name: /Pause slides|Play slides/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    const current = screen.getByRole('group', { name: '2 of 2: Anita Rao, Rao Traders' });
    // Without a role or a city, the caption is the company alone.
    expect(current).toHaveTextContent(/Anita RaoRao Traders$/);
  });

  it('takes the band colour it is given', () => {
    renderWithUi(<TestimonialSection heading="Customers" carouselLabel="Quotes" testimonials={quotes} tone="muted" />);
    expect(screen.getByRole('region', { name: 'Customers' })).toHaveStyle({ backgroundColor: theme.colors.surface });
  });
});
