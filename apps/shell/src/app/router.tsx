import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { remoteMounts, remoteNames } from '@wtm/shell-contract';
import { ContactPage } from '../features/contact/components/contact-page.tsx';
import { CrmSalesEnquiryPage, SalesEnquiryPage } from '../features/contact/components/sales-enquiry-page.tsx';
import { EventsPage } from '../features/events/components/events-page.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { RootLayout } from '../features/layout/root-layout.tsx';
import { RemoteSection } from '../features/remotes/remote-section.tsx';
import { SupportPage } from '../features/support/components/support-page.tsx';

/** Every URL prefix a remote owns, mounted inside the root layout (spec §2 route table). */
const remoteRoutes: RouteObject[] = remoteNames.flatMap((name) =>
  remoteMounts[name].map((path) => ({ path, element: <RemoteSection key={name} name={name} /> })),
);

/**
 * The shell's own pages. `crm/sales-enquiry` is the shell's (decision 0010): react-router
 * ranks a fully static path above the crm remote's `crm/*`, so the CRM section never sees it.
 */
export const shellPageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'support', element: <SupportPage /> },
  { path: 'sales-enquiry', element: <SalesEnquiryPage /> },
  { path: 'crm/sales-enquiry', element: <CrmSalesEnquiryPage /> },
  { path: 'events', element: <EventsPage /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [...shellPageRoutes, ...remoteRoutes, { path: '*', element: <Navigate to="/" replace /> }],
  },
];

export const createRouter = () => createBrowserRouter(routes);
