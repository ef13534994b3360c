import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render-app.tsx';
import { loadRemoteRoutes } from './load-remote-routes.ts';
import { RemoteSection } from './remote-section.tsx';

jest.mock('./load-remote-routes.ts', () => ({ loadRemoteRoutes: jest.fn() }));
const load = jest.mocked(loadRemoteRoutes);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** React reports an error its boundary caught on console.error; expected here. */
function expectCaughtErrors() {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('RemoteSection', () => {
  it('renders the pages the remote exposes', async () => {
    load.mockResolvedValue({ default: () => <h1>Books landing</h1> });
    renderAt('/books', <RemoteSection name="books" />);
    expect(await screen.findByRole('heading', { name: 'Books landing' })).toBeInTheDocument();
  });

  it('shows a clear message with Retry when the remote cannot load, and Retry loads it again', async () => {
    const caught = expectCaughtErrors();
    load.mockRejectedValueOnce(new Error('Loading script failed'));
    load.mockResolvedValueOnce({ default: () => <h1>CRM landing</h1> });
    renderAt('/crm', <RemoteSection name="crm" />);
    expect(await screen.findByRole('heading', { name: 'The CRM pages could not be loaded' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'CRM landing' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('crm', true);
    expect(caught).toHaveBeenCalled();
  });
});
