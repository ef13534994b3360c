import { screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import * as ui from './index.ts';
import { renderWithUi } from './test/render.tsx';

const { Alert, BackToTop, DropdownMenu, FooterColumn, FooterColumns, NavLinkItem, PageMeta, Section, SiteFooter, SiteHeaderBar, SkipLink } = ui;

describe('@wtm/ui public surface', () => {
  it('exports every building block the apps rely on', () => {
    const expected = [
      'theme', 'UiProvider', 'GlobalStyle', 'Container', 'Stack', 'Grid', 'Section', 'Heading', 'VisuallyHidden',
      'SkipLink', 'PageMeta', 'SiteHeaderBar', 'NavLinkItem', 'DropdownMenu', 'SiteFooter', 'FooterColumns',
      'FooterColumn', 'BackToTop', 'SocialLinks', 'SectionNav', 'Button', 'ButtonLink', 'ExternalButtonLink', 'Alert',
      'TextField', 'PasswordField', 'SelectField', 'TextAreaField', 'CheckboxField', 'ProgressBar', 'StatusMessage',
      'Carousel', 'Tabs', 'PricingCard', 'FeatureGroup', 'FeatureList', 'Testimonial', 'CallToActionBox', 'InfoBox',
      'FieldGrid', 'TestimonialSection', 'HeroBand', 'Illustration',
    ];
    expect(expected.filter((name) => !(name in ui))).toEqual([]);
  });

  it('composes into a page shell with one of each landmark', async () => {
    const { user } = renderWithUi(
      <>
        <PageMeta title="Home" description="Business management software." />
        <SkipLink />
        <SiteHeaderBar
          brand={<Link to="/">WTM home</Link>}
          navItems={[
            <DropdownMenu key="products" label="Products" items={[<Link key="crm" to="/crm">Sales CRM</Link>]} />,
            <NavLinkItem key="support" to="/support">Support</NavLinkItem>,
          ]}
        />
        <main id="main-content">
          <Alert kind="success" onClose={() => undefined}>
            Your message has been sent. Thank you!
          </Alert>
          <Section heading="Business management software">Accounting, CRM and ERP in the cloud.</Section>
        </main>
        <SiteFooter>
          <FooterColumns label="Footer">
            <FooterColumn heading="Useful Links" links={[{ label: 'Contact sales', to: '/contact' }]} />
          </FooterColumns>
          <BackToTop />
        </SiteFooter>
      </>,
    );
    expect(document.title).toBe('Home');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your message has been sent. Thank you!');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Products' }));
    expect(within(nav).getByRole('link', { name: 'Sales CRM' })).toBeVisible();
  });
});
