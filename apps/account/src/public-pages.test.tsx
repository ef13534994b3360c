import { publicPages } from './routes.tsx';
import { renderAccount } from './test/render-account.tsx';

// What ./routes tells the shell about each page must be what the page sets itself: the
// prerender writes this head and refuses a page whose PageMeta says otherwise.
describe.each(publicPages)('public page $path', (page) => {
  it('declares the title and description its PageMeta sets, within the lengths search engines show', () => {
    renderAccount(page.path);
    expect(document.title).toBe(page.title);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', page.description);
    expect(page.title.length).toBeLessThanOrEqual(60);
    expect(page.description.length).toBeLessThanOrEqual(160);
  });
});

it('lists the pages anyone may open: Login and Register, not the password screens or Account Home', () => {
  expect(publicPages.map((page) => page.path)).toEqual(['/login', '/register']);
});
