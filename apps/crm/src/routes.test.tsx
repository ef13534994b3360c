import { screen, within } from '@testing-library/react';
import { crmNavigation, crmNavigationLabel, crmSiteName } from './content/section-content.ts';
import { landingContent } from './features/landing/content/landing-content.ts';
import { comparisonContent } from './features/plans/content/comparison-content.ts';
import { pricingContent } from './features/plans/content/pricing-content.ts';
import { productFeaturesContent } from './features/product-features/content/product-features.ts';
import { resourcesContent } from './features/resources/content/resources-content.ts';
import { renderRoute, siteHomeHeading } from './test/render-route.tsx';

const pages = [
  { path: '/crm', content: landingContent },
  { path: '/crm/pricing', content: pricingContent },
  { path: '/crm/features', content: productFeaturesContent },
  { path: '/crm/help', content: resourcesContent },
  { path: '/crm/comparison', content: comparisonContent },
];

describe.each(pages)('$path', ({ path, content }) => {
  it('shows exactly one h1, the page heading', () => {
    renderRoute(path);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(content.heading);
  });

  it('shows the CRM navigation with this page marked current', () => {
    renderRoute(path);
    const nav = screen.getByRole('navigation', { name: crmNavigationLabel });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(crmNavigation.map((link) => link.label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(crmNavigation.map((link) => link.href));
    const current = crmNavigation.find((link) => link.href === path);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(current?.label ?? '');
  });

  it('sets its own document title and meta description', () => {
    renderRoute(path);
    expect(document.title).toBe(`${content.meta.title} | ${crmSiteName}`);
    const description = document.head.querySelector('meta[name="description"]');
    expect(description).toHaveAttribute('content', content.meta.description);
  });
});

it('gives every page a different title and description', () => {
  expect(new Set(pages.map((page) => page.content.meta.title)).size).toBe(pages.length);
  expect(new Set(pages.map((page) => page.content.meta.description)).size).toBe(pages.length);
});

it('sends an unknown CRM path to the site home', () => {
  renderRoute('/crm/nowhere');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(siteHomeHeading);
});
