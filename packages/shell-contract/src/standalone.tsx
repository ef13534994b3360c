import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from '@wtm/ui';
import { alertSlice } from './alert-slice.ts';

/**
 * Runs a remote on its own in development (`pnpm --filter @wtm/books dev`), inside the
 * same providers the shell gives it (see RemoteRoutesModule), without header or footer.
 */
export function renderStandalone(Routes: ComponentType, container = document.getElementById('root')): void {
  if (!container) throw new Error('No #root element to render into.');
  const store = configureStore({ reducer: { [alertSlice.name]: alertSlice.reducer } });
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <UiProvider>
          <BrowserRouter>
            <Routes />
          </BrowserRouter>
        </UiProvider>
      </Provider>
    </StrictMode>,
  );
}
