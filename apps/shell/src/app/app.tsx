import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { UiProvider } from '@wtm/ui';
import { RenderTimeContext } from '../hooks/use-now.ts';
import { routes } from './router.tsx';
import type { AppStore, RootState } from './store.ts';

export function AppRoutes() {
  return useRoutes(routes);
}

interface AppProvidersProps {
  store: AppStore;
  /**
   * A prerendered page's state as the server rendered it (no one signed in): read while
   * the page hydrates, so the header matches the server's HTML, then the store's.
   */
  serverState?: RootState;
  /** When a prerendered page was rendered (epoch ms): see useNow. */
  renderedAt?: number;
  children: ReactNode;
}

/** What every page renders inside, in the browser and on the server (server/render.tsx). */
export function AppProviders({ store, serverState, renderedAt, children }: AppProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <UiProvider>
        <RenderTimeContext value={renderedAt}>{children}</RenderTimeContext>
      </UiProvider>
    </Provider>
  );
}

// A BrowserRouter (declarative mode), as a remote's standalone page has, not a data
// router: nothing here needs loaders or actions, and without createBrowserRouter the
// shared react-router-dom is 17 KB gzip lighter on every first visit. The
// server renders the same routes in a StaticRouter.
export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
