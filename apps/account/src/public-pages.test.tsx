import { expectHeadOf } from '@wtm/shell-contract/testing';
import { accountRoutes, clientPages, publicPages } from './routes.tsx';
import { renderAccount } from './test/render-account.tsx';

it.each(publicPages)('public page $path declares the title and description its PageMeta sets', (page) => {
  renderAccount(page.path);
  expectHeadOf(page);
});

it('lists the pages anyone may open: Login and Register, not the password screens or Account Home', () => {
  expect(publicPages.map((page) => page.path)).toEqual(['/login', '/register']);
});

it('lists every screen as public or rendered in the browser: the site sends a path it does not list home', () => {
  const listed = [...publicPages, ...clientPages].map((page) => page.path);
  expect(accountRoutes.map((route) => route.path).filter((path) => !listed.includes(path))).toEqual([]);
});
