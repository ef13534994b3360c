import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { remoteMounts, remoteNames } from '@wtm/shell-contract';
import { RootLayout } from '../features/layout/root-layout.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { ContactPage } from '../features/contact/contact-page.tsx';
import { SupportPage } from '../features/support/support-page.tsx';
import { RemoteSection } from '../features/remotes/remote-section.tsx';

/** Every URL prefix a remote owns, mounted inside the root layout (spec §2 route table). */
const remoteRoutes: RouteObject[] = remoteNames.flatMap((name) =>
  remoteMounts[name].map((path) => ({ path, element: <RemoteSection key={name} name={name} /> })),
);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'support', element: <SupportPage /> },
      ...remoteRoutes,
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
