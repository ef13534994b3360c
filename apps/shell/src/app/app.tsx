import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { UiProvider } from '@wtm/ui';
import { routes } from './router.tsx';
import type { AppStore } from './store.ts';

function AppRoutes() {
  return useRoutes(routes);
}

// A BrowserRouter (declarative mode), as a remote's standalone page has, not a data
// router: nothing here needs loaders or actions, and without createBrowserRouter the
// shared react-router-dom is 17 KB gzip lighter on every first visit (issue 7).

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </UiProvider>
    </Provider>
  );
}
