import { expectHeadOf } from '@wtm/shell-contract/testing';
import { screen } from '@testing-library/react';
import { routes } from './app/router.tsx';
import { publicPages } from './public-pages.ts';
import { renderAt } from './test/render-app.tsx';

// The shell's own pages' head data must be what each page sets itself: the prerender
// writes this head and refuses a page whose PageMeta says otherwise.
describe.each(publicPages)('public page $path', (page) => {
  it('declares the title and description its PageMeta sets, within the lengths search engines show', async () => {
    renderAt(page.path, routes);
    // Every page but Home loads on demand (app/router.tsx): on a busy machine that takes more than findBy's default second.
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expectHeadOf(page);
  });
});

it('describes the vendor on Home', () => {
  expect(publicPages.find((page) => page.path === '/')?.structuredData).toMatchObject({ kind: 'Organization', name: 'WTM', email: 'sales@wtm.example' });
});
