import { screen, within } from '@testing-library/react';
import { supportContact } from '../../../content/site-content.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { supportPage } from '../content/support-content.ts';
import { SupportPage } from './support-page.tsx';

describe('Support page', () => {
  it('shows the support phone numbers, e-mail and address from content, and nothing else to do', () => {
    renderAt('/support', <SupportPage />);
    expect(document.title).toBe('Support | WTM');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(supportPage.heading);
    for (const list of supportContact.phones) {
      const card = screen.getByRole('region', { name: list.country });
      for (const number of list.numbers) expect(within(card).getByRole('link', { name: number })).toHaveAttribute('href', expect.stringMatching(/^tel:\+\d+$/));
      if (list.hours) expect(card).toHaveTextContent(list.hours);
    }
    expect(screen.getByRole('link', { name: supportContact.email })).toHaveAttribute('href', `mailto:${supportContact.email}`);
    const address = screen.getByRole('region', { name: supportPage.addressHeading });
    for (const line of supportContact.postalAddress) expect(address).toHaveTextContent(line);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
