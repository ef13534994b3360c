import { plans } from './features/plans/content/plans.ts';
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
  });
});

it('lists every CRM page, and the pricing page offers every plan in both currencies', () => {
  expect(publicPages.map((page) => page.path)).toEqual(['/crm', '/crm/pricing', '/crm/features', '/crm/help', '/crm/comparison']);
  const pricing = publicPages.find((page) => page.path === '/crm/pricing')?.structuredData;
  const offers = pricing?.kind === 'SoftwareApplication' ? pricing.offers : [];
  expect(offers).toHaveLength(plans.length * 2);
  expect(offers).toContainEqual({ name: 'Professional', price: '15', priceCurrency: 'USD', description: '$15 per user / month' });
  expect(offers).toContainEqual({ name: 'Professional', price: '1199', priceCurrency: 'INR', description: '₹1,199 per user / month' });
});
