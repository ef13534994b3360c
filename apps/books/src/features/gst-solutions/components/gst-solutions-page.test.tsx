import { screen, within } from '@testing-library/react';
import { featureGroups } from '../../../content/all-features-content.ts';
import { testimonials } from '../../../content/testimonials-content.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { gstBannerLabel, gstSlides } from '../content/gst-content.ts';

describe('Accounting & GST Solution page', () => {
  it('has its own top bar with the five Books links', () => {
    renderRoute('/books/gst-solutions');
    const bar = screen.getByRole('navigation', { name: 'Account Books' });
    expect(bar).toHaveTextContent('WTM Accounting & GST Solution');
    expect(within(bar).getAllByRole('link')).toHaveLength(5);
    expect(within(bar).getByRole('link', { name: 'Accounting & GST Solution' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a banner of three slides', () => {
    renderRoute('/books/gst-solutions');
    const banner = screen.getByRole('region', { name: gstBannerLabel });
    expect(gstSlides).toHaveLength(3);
    for (const slide of gstSlides) expect(within(banner).getByRole('button', { name: slide.title })).toBeInTheDocument();
  });

  it('offers one required plan, 1500 INR/Month, and Submit carries it to registration', () => {
    renderRoute('/books/gst-solutions');
    const section = screen.getByRole('region', { name: 'Accounting And GST Solution' });
    const plan = within(section).getByRole('combobox', { name: 'Plan' });
    expect(plan).toBeRequired();
    expect(within(plan).getAllByRole('option').map((option) => option.textContent)).toEqual(['1500 INR/Month']);
    expect(plan).toHaveDisplayValue('1500 INR/Month');
    expect(within(section).getByRole('link', { name: 'Submit' })).toHaveAttribute('href', '/register?product=ACCOUNT&plan=enterprise');
  });

  it('links the 15 days free trial box to pricing', () => {
    renderRoute('/books/gst-solutions');
    const trial = screen.getByRole('region', { name: 'Free Trial' });
    expect(trial).toHaveTextContent('15 days');
    expect(within(trial).getByRole('link')).toHaveAttribute('href', '/books/pricing');
  });

  it('shows the three testimonials', () => {
    renderRoute('/books/gst-solutions');
    for (const testimonial of testimonials) expect(screen.getByText(testimonial.quote)).toBeInTheDocument();
  });

  it('has the three cards with their targets', () => {
    renderRoute('/books/gst-solutions');
    const card = (name: string) => screen.getByRole('region', { name });
    expect(within(card('Features')).getByRole('link')).toHaveAttribute('href', '/books/pricing');
    expect(within(card('Free trial & pricing')).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/books/pricing');
    expect(within(card('We can help you?')).getByRole('link', { name: 'Ask a Question' })).toHaveAttribute('href', '/books/help');
  });

  it('ends with the static All Features list', () => {
    renderRoute('/books/gst-solutions');
    const allFeatures = screen.getByRole('region', { name: 'All Features' });
    expect(within(allFeatures).getAllByRole('heading', { level: 3 })).toHaveLength(featureGroups.length);
  });
});
