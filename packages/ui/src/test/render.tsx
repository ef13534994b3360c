import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '../theme/ui-provider.tsx';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Initial router location, for components that read or link to routes. */
  route?: string;
  /** Passed to `userEvent.setup`, e.g. `advanceTimers` when fake timers are on. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders inside the same providers an app uses: a router and `UiProvider`. */
export function renderWithUi(ui: ReactElement, { route = '/', userOptions, ...options }: Options = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[route]}>
        <UiProvider>{children}</UiProvider>
      </MemoryRouter>
    );
  }
  return { user: userEvent.setup(userOptions), ...render(ui, { wrapper: Wrapper, ...options }) };
}
