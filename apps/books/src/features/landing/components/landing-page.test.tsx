import { screen, within } from '@testing-library/react';
import { featureGroups } from '../../../content/all-features-content.ts';
import { testimonials } from '../../../content/testimonials-content.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { aboutSection, landingCarouselLabel, landingSlides } from '../content/landing-content.ts';

describe('Books landing page', () => {
  it('shows one carousel slide per content slide, with Pause and slide pickers', () => {
    renderRoute('/books');
    const carousel = screen.getByRole('region', { name: landingCarouselLabel });
    const slides = within(carousel).getAllByRole('group', { hidden: true }).filter((group) => group.getAttribute('aria-roledescription') === 'slide');
    expect(slides).toHaveLength(landingSlides.length);
    expect(within(carousel).getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
    for (const slide of landingSlides) {
      expect(within(carousel).getByRole('button', { name: slide.title })).toBeInTheDocument();
    }
  });

  it('moves to the slide a visitor picks', async () => {
    const { user } = renderRoute('/books');
    const carousel = screen.getByRole('region', { name: landingCarouselLabel });
    const last = landingSlides[landingSlides.length - 1]!;
    await user.click(within(carousel).getByRole('button', { name: last.title }));
    expect(within(carousel).getByRole('link', { name: last.link!.label })).toHaveAttribute('href', last.link!.to);
  });

  it('shows the About section and the 15 days free trial box', () => {
    renderRoute('/books');
    expect(screen.getByRole('region', { name: aboutSection.heading })).toHaveTextContent(aboutSection.paragraphs[0]!);
    const trial = screen.getByRole('region', { name: '15 days free trial' });
    expect(within(trial).getByRole('link', { name: 'See trial & pricing' })).toHaveAttribute('href', '/books/pricing');
  });

  it('shows the three testimonials', () => {
    renderRoute('/books');
    expect(testimonials).toHaveLength(3);
    for (const testimonial of testimonials) {
      expect(screen.getByText(testimonial.quote)).toBeInTheDocument();
      expect(screen.getByText(testimonial.name)).toBeInTheDocument();
    }
  });

  it('links the features box to the Features page', () => {
    renderRoute('/books');
    const box = screen.getByRole('region', { name: 'Features' });
    expect(within(box).getByRole('link', { name: 'See all features' })).toHaveAttribute('href', '/books/features');
  });

  it('renders every All Features group of the content with its items', () => {
    renderRoute('/books');
    const allFeatures = screen.getByRole('region', { name: 'All Features' });
    const groups = within(allFeatures).getAllByRole('heading', { level: 3 });
    expect(groups.map((group) => group.textContent)).toEqual(featureGroups.map((group) => group.name));
    for (const group of featureGroups) {
      const region = within(allFeatures).getByRole('region', { name: group.name });
      expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual(group.items.map((item) => item.name));
    }
  });
});
