import { expectHeadOf } from '@wtm/shell-contract/testing';
import { plans } from './features/plans/content/plans.ts';
import { clientPages, crmRoutes, publicPages } from './routes.tsx';
import { renderRoute } from './test/render-route.tsx';

it.each(publicPages)('public page $path declares the title and description its PageMeta sets', (page) => {
  renderRoute(page.path);
  expectHeadOf(page);
});

it('lists every CRM page, and the pricing page offers every plan in both currencies', () => {
  expect(publicPages.map((page) => page.path)).toEqual(['/crm', '/crm/pricing', '/crm/features', '/crm/help', '/crm/comparison']);
  const pricing = publicPages.find((page) => page.path === '/crm/pricing')?.structuredData;
  const offers = pricing?.kind === 'SoftwareApplication' ? pricing.offers : [];
  expect(offers).toHaveLength(plans.length * 2);
  expect(offers).toContainEqual({ name: 'Professional', price: '15', priceCurrency: 'USD', description: '$15 per user / month' });
  expect(offers).toContainEqual({ name: 'Professional', price: '1199', priceCurrency: 'INR', description: '₹1,199 per user / month' });
});

it('lists every screen as public or rendered in the browser: the site sends a path it does not list home', () => {
  const listed = [...publicPages, ...clientPages].map((page) => page.path);
  expect(crmRoutes.map((route) => route.path).filter((path) => !listed.includes(path))).toEqual([]);
});
