import { webinarDetailsOf } from '@wtm/contract/webinar-details';
import type { ClientPage, PublicPage } from '@wtm/shell-contract';
import { company, salesContact, socialLinks } from './content/site-content.ts';
import { productEvents } from './content/events-content.ts';
import { contactPage, crmSalesEnquiryPage, salesEnquiryPage } from './features/contact/content/contact-content.ts';
import { eventPageMeta, registrationPath } from './features/events/content/event-page-content.ts';
import { eventsPage } from './features/events/content/events-page-content.ts';
import { homeMeta } from './features/home/content/home-content.ts';
import { privacyPolicy } from './features/legal/content/privacy-policy.ts';
import { termsOfService } from './features/legal/content/terms-of-service.ts';
import { supportPage } from './features/support/content/support-content.ts';
import logoUrl from './favicon.svg';
// Drawn by the build from content/preview-images.ts (packages/og-image).
import previewImage from './generated/site-preview.png';

const preview = {
  image: previewImage,
  imageAlt: `${company.productSuiteName}: cloud accounting with GST, inventory and ERP, a sales CRM and a service CRM`,
};

/** Title and description as ShellPage's PageMeta sets them ("Support | WTM"). */
const head = ({ title, description }: { title: string; description: string }) => ({ title: `${title} | ${company.name}`, description });

/**
 * The shell's own public pages and their head data, for the prerender
 * (docs/decisions/0029); the remotes list theirs in their `./routes`. Home keeps the
 * spec's title, Home, and carries the vendor's Organization data.
 */
export const publicPages: PublicPage[] = [
  {
    path: '/',
    title: homeMeta.title,
    description: homeMeta.description,
    ...preview,
    structuredData: {
      kind: 'Organization',
      name: company.name,
      email: salesContact.email,
      telephone: salesContact.phones[0]?.numbers[0],
      sameAs: [company.profile.href, company.parentSite.href, ...socialLinks.map((link) => link.href)],
      logo: logoUrl,
    },
  },
  { path: '/contact', ...head(contactPage.meta), ...preview },
  { path: '/support', ...head(supportPage.meta), ...preview },
  { path: '/sales-enquiry', ...head(salesEnquiryPage.meta), ...preview },
  { path: '/events', ...head(eventsPage.meta), ...preview },
  { path: '/crm/sales-enquiry', ...head(crmSalesEnquiryPage.meta), ...preview },
  { path: '/privacy', ...head(privacyPolicy.meta), ...preview },
  { path: '/terms', ...head(termsOfService.meta), ...preview },
  // Every webinar of the schedule has a page people share; one that is over says so.
  ...productEvents.map((event) => ({
    path: registrationPath(event.slug),
    ...head(eventPageMeta(event, webinarDetailsOf(event.slug).summary)),
    ...preview,
  })),
];

/**
 * The shell's pages rendered in the browser only: none. Every webinar of the schedule has
 * its page above, so the site sends any other /events/<slug> home, as any unknown path.
 */
export const clientPages: ClientPage[] = [];
