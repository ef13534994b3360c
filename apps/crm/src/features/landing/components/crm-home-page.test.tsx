import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route.tsx';
import { allFeatures } from '../content/all-features.ts';
import { landingContent } from '../content/landing-content.ts';
import { testimonials } from '../content/testimonials.ts';

const carousel = (name: string) => screen.getByRole('region', { name });
const slidePicker = (region: HTMLElement) => within(within(region).getByRole('group', { name: 'Choose slide' })).getAllByRole('button');

describe('CRM home page', () => {
  it('shows the three banner slides of the content, the first one visible', () => {
    renderRoute('/crm');
    const banner = carousel(landingContent.carouselLabel);
    expect(landingContent.slides).toHaveLength(3);
    expect(slidePicker(banner).map((button) => button.getAttribute('aria-label'))).toEqual(
      landingContent.slides.map((slide) => slide.heading),
    );
    const [first] = landingContent.slides;
    expect(within(banner).getByRole('heading', { name: first?.heading })).toBeVisible();
  });

  it('moves to the next slide with the Next button', async () => {
    const { user } = renderRoute('/crm');
    const banner = carousel(landingContent.carouselLabel);
    await user.click(within(banner).getByRole('button', { name: 'Next slide' }));
    expect(within(banner).getByRole('heading', { name: landingContent.slides[1]?.heading })).toBeInTheDocument();
    expect(within(banner).queryByRole('heading', { name: landingContent.slides[0]?.heading })).not.toBeInTheDocument();
  });

  it('shows the About section and the 15-day free trial box', () => {
    renderRoute('/crm');
    const about = screen.getByRole('region', { name: landingContent.about.heading });
    for (const paragraph of landingContent.about.paragraphs) expect(within(about).getByText(paragraph)).toBeInTheDocument();
    const trial = screen.getByRole('region', { name: landingContent.trial.heading });
    expect(within(trial).getByText(landingContent.trial.text)).toBeInTheDocument();
    expect(within(trial).getByRole('link', { name: landingContent.trial.action.label })).toHaveAttribute('href', '/register?product=CRM');
  });

  it('shows the five testimonials one slide each, reachable from the slide picker', async () => {
    const { user } = renderRoute('/crm');
    const region = carousel(landingContent.testimonialsCarouselLabel);
    expect(testimonials).toHaveLength(5);
    const pickers = slidePicker(region);
    expect(pickers).toHaveLength(5);
    for (const [index, testimonial] of testimonials.entries()) {
      await user.click(pickers[index] as HTMLElement);
      const figure = within(region).getByRole('figure');
      expect(figure).toHaveTextContent(testimonial.quote);
      expect(figure).toHaveTextContent(testimonial.name);
      expect(figure).toHaveTextContent(testimonial.company);
    }
  });

  it('offers the three calls to action: features, free trial and pricing, ask a question', () => {
    renderRoute('/crm');
    const targets = landingContent.actions.map((box) => {
      const region = screen.getByRole('region', { name: box.heading });
      return within(region).getByRole('link', { name: box.action.label }).getAttribute('href');
    });
    expect(targets).toEqual(['/crm/features', '/crm/pricing', '/crm/sales-enquiry']);
  });

  it('lists All Features in the five groups of the spec', () => {
    renderRoute('/crm');
    const section = screen.getByRole('region', { name: allFeatures.heading });
    const groupHeadings = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(groupHeadings).toEqual(['Automation', 'Engage', 'Sales Tracking', 'Extend CRM', 'Marketing Automation']);
    for (const group of allFeatures.groups) {
      const region = within(section).getByRole('region', { name: group.heading });
      expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual(group.items);
    }
  });
});
