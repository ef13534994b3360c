import { expectHeadOf } from '@wtm/shell-contract/testing';
import { publicPages } from './routes.tsx';
import { renderAccount } from './test/render-account.tsx';

it.each(publicPages)('public page $path declares the title and description its PageMeta sets', (page) => {
  renderAccount(page.path);
  expectHeadOf(page);
});

it('lists the pages anyone may open: Login and Register, not the password screens or Account Home', () => {
  expect(publicPages.map((page) => page.path)).toEqual(['/login', '/register']);
});
