import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showError, showSuccess } from '@wtm/shell-contract';
import { renderAt } from '../../test/render-app.tsx';
import { RootLayout } from './root-layout.tsx';

const routes = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <h1>Home page</h1> },
      { path: 'support', element: <h1>Support page</h1> },
    ],
  },
];

describe('RootLayout alert banner (spec §4)', () => {
  it('shows an alert above the content and closes it with its close control', async () => {
    const { store } = renderAt('/', routes);
    act(() => {
      store.dispatch(showError('Something went wrong!'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong!');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears an alert at the next navigation unless it was kept for one', async () => {
    const { store, router } = renderAt('/', routes);
    act(() => {
      store.dispatch(showSuccess('Welcome back', true));
    });
    await act(() => router.navigate('/support'));
    expect(screen.getByText('Welcome back')).toBeVisible();
    await act(() => router.navigate('/'));
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
  });
});
