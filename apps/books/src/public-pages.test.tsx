import { expectHeadOf } from '@wtm/shell-contract/testing';
import { enterpriseEdition } from './features/pricing/content/pricing-content.ts';
import { clientPages, booksRoutes, publicPages } from './routes.tsx';
import { renderRoute } from './test/render-route.tsx';

it.each(publicPages)('public page $path declares the title and description its PageMeta sets', (page) => {
  renderRoute(page.path);
  expectHeadOf(page);
});

it('lists every Books page, and the pricing page offers the Enterprise Edition prices the page shows', () => {
  expect(publicPages.map((page) => page.path)).toEqual(['/books', '/books/pricing', '/books/download', '/books/help', '/books/features', '/books/gst-solutions']);
  const pricing = publicPages.find((page) => page.path === '/books/pricing')?.structuredData;
  expect(pricing?.kind === 'SoftwareApplication' && pricing.offers.map(({ price, priceCurrency }) => `${priceCurrency} ${price}`)).toEqual(['INR 1500', 'USD 20']);
  for (const price of enterpriseEdition.prices) expect(price.amount.replace(/\D/g, '')).toBe(String(price.value));
});

it('lists every screen as public or rendered in the browser: the site sends a path it does not list home', () => {
  const listed = [...publicPages, ...clientPages].map((page) => page.path);
  expect(booksRoutes.map((route) => route.path).filter((path) => !listed.includes(path))).toEqual([]);
});
