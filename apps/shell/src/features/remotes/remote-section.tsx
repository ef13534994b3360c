import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@wtm/shell-contract';
import { loadRemoteRoutes } from './load-remote-routes.ts';
import { LoadFailureBoundary } from './load-failure-boundary.tsx';
import { readRenderedPage } from './rendered-page.ts';
import { SectionLoading } from './section-loading.tsx';

export const sectionTitles: Record<RemoteName, string> = {
  books: 'Accounting',
  crm: 'CRM',
  account: 'Account',
};

// One lazy component per remote, kept across navigations between its mount points.
const loaded = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function remoteRoutes(name: RemoteName, retry: boolean) {
  let component = loaded.get(name);
  if (!component || retry) {
    component = lazy(() => loadRemoteRoutes(name, retry));
    loaded.set(name, component);
  }
  return component;
}

/** Mounts a remote's pages inside its own boundary, with a retry on failure. */
export function RemoteSection({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const [Routes, setRoutes] = useState(() => remoteRoutes(name, false));
  const retry = () => {
    // A prerendered page preloads its section's files; once such a preload has failed,
    // Chromium answers every later load of that file in the page with the same error.
    // Loading the page afresh is the retry there, as for the shell's own pages.
    if (readRenderedPage()?.owner === name) {
      window.location.reload();
      return;
    }
    setRoutes(() => remoteRoutes(name, true));
    setAttempt((count) => count + 1);
  };
  return (
    <LoadFailureBoundary key={`${name}-${attempt}`} owner={name} heading={`The ${sectionTitles[name]} pages could not be loaded`} onRetry={retry}>
      <Suspense fallback={<SectionLoading />}>
        <Routes />
      </Suspense>
    </LoadFailureBoundary>
  );
}
