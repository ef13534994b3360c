import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('is the page footer landmark with light links on the dark band', () => {
    renderWithUi(
      <SiteFooter>
        <a href="/support">Support</a>
        <p>© 2019 WTM. All rights reserved.</p>
      </SiteFooter>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(getComputedStyle(footer).backgroundColor).toBe('rgb(23, 50, 77)');
    expect(within(footer).getByText('© 2019 WTM. All rights reserved.')).toBeInTheDocument();
    expect(getComputedStyle(within(footer).getByRole('link', { name: 'Support' })).color).toBe('rgb(255, 255, 255)');
  });
});
