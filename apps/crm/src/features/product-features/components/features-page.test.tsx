import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route.tsx';
import { productFeaturesContent } from '../content/product-features.ts';

const { sections } = productFeaturesContent;

describe('CRM features page', () => {
  it('has the eight sections of the spec, in order', () => {
    renderRoute('/crm/features');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Dashboard',
      'Lead Management',
      'Custom Modules',
      'Report Management',
      'Sales Forecasting',
      'CRM Customization',
      'Website Integration with Forms',
      'Territory',
    ]);
  });

  it('renders each section’s text from the content', () => {
    renderRoute('/crm/features');
    for (const section of sections) {
      const region = screen.getByRole('region', { name: section.heading });
      expect(region).toHaveAttribute('id', section.id);
      expect(within(region).getByText(section.summary)).toBeInTheDocument();
      for (const point of section.points) expect(within(region).getByText(point)).toBeInTheDocument();
      expect(within(region).getByText(section.availability)).toBeInTheDocument();
    }
  });

  it('links to every section from the top of the page, by absolute path', () => {
    renderRoute('/crm/features');
    const contents = screen.getByRole('navigation', { name: productFeaturesContent.contentsLabel });
    expect(within(contents).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      sections.map((section) => `/crm/features#${section.id}`),
    );
  });
});
