import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { UiProvider } from '@wtm/ui';
import { createStore, type AppStore } from '../app/store.ts';

/** Renders routes (or one element at `/`) inside the shell's providers at `path`. */
export function renderAt(path: string, routes: RouteObject[] | ReactElement, store: AppStore = createStore()) {
  const routeList = Array.isArray(routes) ? routes : [{ path: '*', element: routes }];
  const router = createMemoryRouter(routeList, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  return { ...view, router, store };
}
