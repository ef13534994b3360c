import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useLayoutEffect } from 'react';
import { Provider, useDispatch } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { UiProvider } from '@wtm/ui';
import { alertSlice, navigationStarted } from '@wtm/shell-contract';
import AccountRoutes from '../routes.tsx';

/** A store with the shell's alert slice, as the shell gives the remote. */
export function createTestStore() {
  return configureStore({ reducer: { [alertSlice.name]: alertSlice.reducer } });
}

export type TestStore = ReturnType<typeof createTestStore>;

// Stands in for the shell's root layout: clears the alert at each navigation
// (as apps/shell does) and prints where the router is.
function ShellStandIn({ visited }: { visited: string[] }) {
  const dispatch = useDispatch();
  const location = useLocation();
  useLayoutEffect(() => {
    dispatch(navigationStarted());
    visited.push(`${location.pathname}${location.search}`);
  }, [dispatch, location.key, location.pathname, location.search, visited]);
  return (
    <>
      <div data-testid="location">{`${location.pathname}${location.search}`}</div>
      <Outlet />
    </>
  );
}

/**
 * Renders the exposed routes component at `path` inside a MemoryRouter, a Redux store
 * with the alert slice and UiProvider. Other sections' pages are stubs, so a navigation
 * away from the Account screens can be seen with `location()`; so is Account Home unless
 * `stubAccountHome: false` (its own tests).
 */
export function renderAccount(path: string, { strict = false, stubAccountHome = true }: { strict?: boolean; stubAccountHome?: boolean } = {}) {
  const store = createTestStore();
  const user = userEvent.setup();
  const visited: string[] = [];
  const tree = (
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<ShellStandIn visited={visited} />}>
              <Route path="/" element={<p>Home stub</p>} />
              {/* A stub by default, so the other screens' tests never call the product API. */}
              {stubAccountHome ? <Route path="/account/home" element={<p>Account home stub</p>} /> : null}
              <Route path="/books/*" element={<p>Books stub</p>} />
              <Route path="/crm/*" element={<p>CRM stub</p>} />
              <Route path="*" element={<AccountRoutes />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return {
    ...view,
    store,
    user,
    /** Current path and query of the router. */
    location: () => screen.getByTestId('location').textContent,
    /** Every location the router has shown, in order, the first included. */
    visited: () => [...visited],
    /** The global alert the shell would show now. */
    alert: () => store.getState().alert.current,
  };
}
