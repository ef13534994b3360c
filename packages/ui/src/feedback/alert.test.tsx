import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithUi } from '../test/render.tsx';
import { Alert } from './alert.tsx';

describe('Alert', () => {
  it('announces errors at once with role alert, in red', () => {
    renderWithUi(<Alert kind="error">Something went wrong!</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Something went wrong!');
    expect(getComputedStyle(alert).color).toBe('rgb(163, 32, 29)');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces successes politely with role status, in green', () => {
    renderWithUi(<Alert kind="success">Your message has been sent. Thank you!</Alert>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Success: Your message has been sent. Thank you!');
    expect(getComputedStyle(status).color).toBe('rgb(29, 107, 54)');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('calls onClose when the Close button is pressed', async () => {
    const onClose = jest.fn();
    const { user } = renderWithUi(
      <Alert kind="error" onClose={onClose}>
        Invalid username or password
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can be closed from the keyboard', async () => {
    const onClose = jest.fn();
    const { user } = renderWithUi(
      <Alert kind="success" onClose={onClose}>
        Password reset instructions have been sent to your email.
      </Alert>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button without onClose', () => {
    renderWithUi(<Alert kind="success">Your message has been sent. Thank you!</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives focus to returnFocus when closed from inside, so it does not fall to the top of the page', async () => {
    function Page() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button">Send</button>
          {shown ? (
            <Alert kind="error" onClose={() => setShown(false)} returnFocus={() => screen.getByRole('button', { name: 'Send' })}>
              Something went wrong!
            </Alert>
          ) : null}
        </>
      );
    }
    const { user } = renderWithUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });
});
