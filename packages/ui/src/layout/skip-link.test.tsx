import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { SkipLink } from './skip-link.tsx';

describe('SkipLink', () => {
  it('is the first Tab stop and moves focus to the main content', async () => {
    const { user } = renderWithUi(
      <>
        <SkipLink />
        <header>
          <a href="/support">Support</a>
        </header>
        <main id="main-content">
          <h1>Business management software</h1>
        </main>
      </>,
    );
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    // Focus continues after the main content instead of going back to the header.
    expect(screen.getByRole('link', { name: 'Support' })).not.toHaveFocus();
  });

  it('targets a custom element with a custom text', async () => {
    const { user } = renderWithUi(
      <>
        <SkipLink targetId="pricing">Skip to pricing</SkipLink>
        <section id="pricing" aria-label="Pricing" />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Skip to pricing' }));
    expect(screen.getByRole('region', { name: 'Pricing' })).toHaveFocus();
  });
});
