import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { UiProvider } from '@wtm/ui';
import { createRouter } from './router.tsx';
import type { AppStore } from './store.ts';

const router = createRouter();

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>
  );
}
