// The pages of the site the browser tests visit: every route plus the pages
// other pages link to. `heading` is the exact <h1> where the shell owns the page; remote
// pages are checked for a real heading of their own (their teams own the words).
import { pagePaths, productEvents, upcomingEvents } from '@wtm/contract/data';

export interface SitePage {
  path: string;
  /** Exact <h1> text, when this test suite should pin it. */
  heading?: string;
  /** Listed in /sitemap.xml. */
  public: boolean;
}

export const sitePages: SitePage[] = [
  { path: '/', heading: 'WTM Business Management Software', public: true },
  { path: '/contact', heading: 'Contact Sales', public: true },
  { path: '/support', heading: 'Support', public: true },
  { path: '/sales-enquiry', heading: 'Sales Enquiry', public: true },
  { path: '/crm/sales-enquiry', heading: 'CRM Sales Enquiry', public: true },
  { path: '/events', heading: 'Events & Webinars', public: true },
  { path: '/privacy', heading: 'Privacy Policy', public: true },
  { path: '/terms', heading: 'Terms of Service', public: true },
  { path: '/books', public: true },
  { path: '/books/pricing', public: true },
  { path: '/books/download', public: true },
  { path: '/books/help', public: true },
  { path: '/books/features', public: true },
  { path: '/books/gst-solutions', public: true },
  { path: '/crm', public: true },
  { path: '/crm/pricing', public: true },
  { path: '/crm/features', public: true },
  { path: '/crm/help', public: true },
  { path: '/crm/comparison', public: true },
  { path: '/login', public: true },
  { path: '/register', public: true },
  // The page of every webinar still to come (a past one's page is not listed).
  ...upcomingEvents(productEvents, new Date()).map((event) => ({ path: pagePaths.event(event.slug), heading: event.title, public: true })),
  { path: '/login/forgetPassword', public: false },
  { path: '/login/changePassword?hash=e2e-not-a-real-code', public: false },
];

/** The heading of Home, which an unknown path redirects to. */
export const homeHeading = 'WTM Business Management Software';

/** Viewports the site must work at: a small phone and a desktop. */
export const viewports = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
