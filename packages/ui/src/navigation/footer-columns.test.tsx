import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { FooterColumn, FooterColumns } from './footer-columns.tsx';
import { SiteFooter } from './site-footer.tsx';

describe('FooterColumns', () => {
  it('renders each column as a titled list of links inside the footer', () => {
    renderWithUi(
      <SiteFooter>
        <FooterColumns label="Footer">
          <FooterColumn
            heading="Useful Links"
            links={[
              { label: 'Contact sales', to: '/contact' },
              { label: 'Support', to: '/support' },
            ]}
          />
          <FooterColumn
            heading="About"
            links={[
              { label: 'Company profile', href: '/assets/company-profile.pdf' },
              { label: 'WTM Group', href: 'https://www.wtm.example', newTab: true },
            ]}
          />
        </FooterColumns>
      </SiteFooter>,
    );
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    const useful = within(nav).getByRole('region', { name: 'Useful Links' });
    expect(within(useful).getByRole('heading', { level: 2, name: 'Useful Links' })).toBeInTheDocument();
    expect(within(useful).getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/contact');
    const about = within(nav).getByRole('region', { name: 'About' });
    expect(within(about).getByRole('link', { name: 'Company profile' })).toHaveAttribute('href', '/assets/company-profile.pdf');
    const parent = within(about).getByRole('link', { name: 'WTM Group (opens in a new tab)' });
    expect(parent).toHaveAttribute('target', '_blank');
    expect(parent).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('can reload the page for server paths and render extra content', () => {
    renderWithUi(
      <FooterColumns>
        <FooterColumn heading="Products" headingLevel={3} links={[{ label: 'Sales CRM', to: '/crm', reloadDocument: true }]}>
          <p>Copyright 2019</p>
        </FooterColumn>
      </FooterColumns>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sales CRM' })).toHaveAttribute('href', '/crm');
    expect(screen.getByText('Copyright 2019')).toBeInTheDocument();
  });
});
