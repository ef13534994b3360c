import { screen, within } from '@testing-library/react';
import { provideSectionContent, sectionContentKey } from '@wtm/shell-contract/section-content';
import { contentSeed } from '../../../content/content-seed.ts';
import { renderRoute } from '../../../test/render-route.tsx';

// The pages render the section's released content (docs/decisions/0044), not the build's own.
const released = () => {
  const entries = structuredClone(contentSeed.entries);
  entries.plans.plans[2]!.prices.INR = 1299;
  entries.plans.plans[2]!.name = 'Professional Plus';
  entries.plans.trialDays = 30;
  entries['pricing-meta'].title = 'Plans and prices';
  return { section: 'crm', version: 'c-0123456789abcdef0123', entries };
};

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[sectionContentKey];
});

it('shows the released plans, prices, trial length and title instead of the bundled ones', async () => {
  provideSectionContent(released());
  renderRoute('/crm/pricing');
  const card = within(screen.getByRole('tabpanel')).getByRole('article', { name: 'Professional Plus' });
  expect(within(card).getByText('₹1,299')).toBeInTheDocument();
  expect(screen.getByText('30-day free trial, no credit card required')).toBeInTheDocument();
  expect(document.title).toBe('Plans and prices | WTM Salesgrow CRM');
  // The comparison page reads the same content.
  renderRoute('/crm/comparison');
  expect(screen.getAllByRole('columnheader', { name: /Professional Plus/ }).length).toBeGreaterThan(0);
});

it('builds the pricing page’s head and JSON-LD offers from the content released when the section loads', () => {
  provideSectionContent(released());
  jest.isolateModules(() => {
    const { publicPages } = jest.requireActual<typeof import('../../../public-pages.ts')>('../../../public-pages.ts');
    const pricing = publicPages.find((page) => page.path === '/crm/pricing')!;
    expect(pricing.title).toBe('Plans and prices | WTM Salesgrow CRM');
    const offers = pricing.structuredData?.kind === 'SoftwareApplication' ? pricing.structuredData.offers : [];
    expect(offers).toContainEqual({ name: 'Professional Plus', price: '1299', priceCurrency: 'INR', description: '₹1,299 per user / month' });
    // Its link-preview picture is the one drawn from this version's title, described by it.
    expect(pricing.image).toBe('/content/previews/crm/c-0123456789abcdef0123/pricing-meta.png');
    expect(pricing.imageAlt).toMatch(/^WTM Salesgrow CRM: Plans and prices\. WTM Salesgrow CRM prices in INR/);
    // A page whose head is no content keeps the build's picture.
    expect(publicPages.find((page) => page.path === '/crm/features')!.image).not.toContain('/content/previews/');
  });
});
