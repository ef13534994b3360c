import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate, useRoutes, type NavigateFunction, type RouteObject } from 'react-router-dom';
import { UiProvider } from '@wtm/ui';
import { createStore, type AppStore } from '../app/store.ts';

/** The routes, as app.tsx renders them, and a handle on navigation for the test. */
function TestRoutes({ routes, onNavigate }: { routes: RouteObject[]; onNavigate: (navigate: NavigateFunction) => void }) {
  onNavigate(useNavigate());
  return useRoutes(routes);
}

/** Renders routes (or one element at `/`) inside the shell's providers at `path`. */
export function renderAt(path: string, routes: RouteObject[] | ReactElement, store: AppStore = createStore()) {
  const routeList = Array.isArray(routes) ? routes : [{ path: '*', element: routes }];
  let navigateTo: NavigateFunction | undefined;
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <TestRoutes routes={routeList} onNavigate={(navigate) => (navigateTo = navigate)} />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  /** Navigates as a link would, or by a number of history entries as Back and Forward do (wrap in act). */
  // Two calls, one for each of NavigateFunction's overloads (a path, a history delta).
  const navigate = (to: string | number) => (typeof to === 'number' ? navigateTo!(to) : navigateTo!(to));
  return { ...view, navigate, store };
}
