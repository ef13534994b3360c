import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { Button } from './button.tsx';

describe('Button', () => {
  it('calls onClick when pressed, by mouse or keyboard', async () => {
    const onClick = jest.fn();
    const { user } = renderWithUi(<Button onClick={onClick}>Enquire Now</Button>);
    const button = screen.getByRole('button', { name: 'Enquire Now' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('is disabled and busy while loading, and ignores presses', async () => {
    const onClick = jest.fn();
    const { user } = renderWithUi(
      <Button type="submit" loading onClick={onClick}>
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is enabled and not busy when not loading', () => {
    renderWithUi(<Button loading={false}>Send password reset instruction</Button>);
    const button = screen.getByRole('button', { name: 'Send password reset instruction' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('does not submit a form unless it is a submit button', async () => {
    const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
    const { user } = renderWithUi(
      <form aria-label="Login" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button variant="secondary">Show password</Button>
        <Button type="submit">Login</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('uses the brand colour for primary buttons', () => {
    renderWithUi(<Button>Register</Button>);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Register' })).backgroundColor).toBe('rgb(11, 92, 173)');
  });
});
