import { enterpriseEdition } from './features/pricing/content/pricing-content.ts';
import { publicPages } from './routes.tsx';
import { renderRoute } from './test/render-route.tsx';

// What ./routes tells the shell about each page must be what the page sets itself: the
// prerender writes this head and refuses a page whose PageMeta says otherwise.
describe.each(publicPages)('public page $path', (page) => {
  it('declares the title and description its PageMeta sets, within the lengths search engines show', () => {
    renderRoute(page.path);
    expect(document.title).toBe(page.title);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', page.description);
    expect(page.title.length).toBeLessThanOrEqual(60);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.imageAlt).toMatch(/\w/);
  });
});

it('lists every Books page, and the pricing page offers the Enterprise Edition prices the page shows', () => {
  expect(publicPages.map((page) => page.path)).toEqual(['/books', '/books/pricing', '/books/download', '/books/help', '/books/features', '/books/gst-solutions']);
  const pricing = publicPages.find((page) => page.path === '/books/pricing')?.structuredData;
  expect(pricing?.kind === 'SoftwareApplication' && pricing.offers.map(({ price, priceCurrency }) => `${priceCurrency} ${price}`)).toEqual(['INR 1500', 'USD 20']);
  for (const price of enterpriseEdition.prices) expect(price.amount.replace(/\D/g, '')).toBe(String(price.value));
});
