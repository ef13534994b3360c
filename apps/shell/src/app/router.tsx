import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { remoteMounts, remoteNames } from '@wtm/shell-contract';
import { HomePage } from '../features/home/components/home-page.tsx';
import { RootLayout } from '../features/layout/root-layout.tsx';
import { RemoteSection } from '../features/remotes/remote-section.tsx';
import { shellPagePaths, type ShellPagePath } from './shell-paths.ts';

// Only Home is in the first download: the other pages, and with the enquiry
// form its validation (yup through @wtm/contract) and final-form, load when a visitor
// opens them. RootLayout's Suspense boundary keeps the header and footer in place.
const ContactPage = lazy(() => import('../features/contact/components/contact-page.tsx').then((m) => ({ default: m.ContactPage })));
const SalesEnquiryPage = lazy(() =>
  import('../features/contact/components/sales-enquiry-page.tsx').then((m) => ({ default: m.SalesEnquiryPage })),
);
const CrmSalesEnquiryPage = lazy(() =>
  import('../features/contact/components/sales-enquiry-page.tsx').then((m) => ({ default: m.CrmSalesEnquiryPage })),
);
const EventsPage = lazy(() => import('../features/events/components/events-page.tsx').then((m) => ({ default: m.EventsPage })));
const EventPage = lazy(() => import('../features/events/components/event-page.tsx').then((m) => ({ default: m.EventPage })));
const LegalRoutePage = lazy(() => import('../features/legal/components/legal-page.tsx').then((m) => ({ default: m.LegalRoutePage })));
const SupportPage = lazy(() => import('../features/support/components/support-page.tsx').then((m) => ({ default: m.SupportPage })));

/** Every URL prefix a remote owns, mounted inside the root layout. */
const remoteRoutes: RouteObject[] = remoteNames.flatMap((name) =>
  remoteMounts[name].map((path) => ({ path, element: <RemoteSection key={name} name={name} /> })),
);

const shellPages: Record<ShellPagePath, ComponentType> = {
  contact: ContactPage,
  support: SupportPage,
  'sales-enquiry': SalesEnquiryPage,
  'crm/sales-enquiry': CrmSalesEnquiryPage,
  events: EventsPage,
  privacy: LegalRoutePage,
  terms: LegalRoutePage,
};

/**
 * The shell's own pages. `crm/sales-enquiry` is the shell's (decision 0010): react-router
 * ranks a fully static path above the crm remote's `crm/*`, so the CRM section never sees it.
 */
export const shellPageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...shellPagePaths.map((path) => {
    const Page = shellPages[path];
    return { path, element: <Page /> };
  }),
  // A webinar's page with its registration form.
  { path: 'events/:slug', element: <EventPage /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [...shellPageRoutes, ...remoteRoutes, { path: '*', element: <Navigate to="/" replace /> }],
  },
];
