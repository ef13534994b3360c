import { screen, within } from '@testing-library/react';
import { vendorContact } from '@wtm/contract/data';
import { routes } from '../../../app/router.tsx';
import { renderAt } from '../../../test/render-app.tsx';
import { privacyPolicy } from '../content/privacy-policy.ts';
import { termsOfService } from '../content/terms-of-service.ts';

describe('legal pages', () => {
  it.each([
    ['/privacy', privacyPolicy],
    ['/terms', termsOfService],
  ])('%s shows its content file, section by section', async (path, legal) => {
    renderAt(path, routes);
    expect(await screen.findByRole('heading', { level: 1, name: legal.heading })).toBeInTheDocument();
    expect(document.title).toBe(`${legal.meta.title} | WTM`);
    for (const section of legal.sections) {
      const region = screen.getByRole('region', { name: section.heading });
      expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(section.heading);
    }
  });

  it('says what the site stores, and how page performance is measured', async () => {
    renderAt('/privacy', routes);
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const stored = screen.getByRole('region', { name: 'What we store' });
    for (const kind of ['Account data', 'Enquiries', 'Webinar registrations', 'Mail logs']) expect(stored).toHaveTextContent(kind);
    const measurement = screen.getByRole('region', { name: 'Measurement of page performance' });
    for (const fact of ['Core Web Vitals', 'Do Not Track or Global Privacy Control', 'after 30 days', 'wtm_cohort']) expect(measurement).toHaveTextContent(fact);
    expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent(vendorContact.privacyEmail);
  });
});
