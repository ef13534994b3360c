import { screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { renderWithUi } from '../test/render.tsx';
import { PasswordField, TextField } from './text-field.tsx';

/** A login form wired the way react-final-form wires it: errors only after a submit attempt. */
function LoginForm() {
  const [username, setUsername] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && !username ? 'Username is required' : undefined;
  return (
    <form
      aria-label="Login"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <TextField
        name="username"
        label="Username"
        placeholder="Email or username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={error}
      />
      <button type="submit">Login</button>
    </form>
  );
}

describe('TextField', () => {
  it('is labelled by its visible label and passes typing through', async () => {
    const { user } = renderWithUi(<LoginForm />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('placeholder', 'Email or username');
    expect(input).toHaveAttribute('name', 'username');
    await user.type(input, 'asha@example.com');
    expect(input).toHaveValue('asha@example.com');
  });

  it('shows no error before a submit attempt', () => {
    renderWithUi(<LoginForm />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('marks the input invalid and describes it with the error text after submitting', async () => {
    const { user } = renderWithUi(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Username is required');
    expect(screen.getByText('Username is required')).toBeVisible();

    await user.type(input, 'asha@example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
  });

  it('keeps a hint and the error in the description, and uses the id it is given', () => {
    renderWithUi(
      <TextField
        id="phoneNo"
        name="phoneNo"
        label="Phone/Mobile number"
        type="tel"
        hint="Include the country code, e.g. +91."
        error="Phone/Mobile number Name is required"
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone/Mobile number' });
    expect(input).toHaveAttribute('id', 'phoneNo');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Include the country code, e.g. +91. Phone/Mobile number Name is required');
  });

  it('calls onBlur and onFocus, as final-form needs for touched state', async () => {
    const onFocus = jest.fn();
    const onBlur = jest.fn();
    const { user } = renderWithUi(<TextField name="city" label="City" onFocus={onFocus} onBlur={onBlur} />);
    await user.click(screen.getByRole('textbox', { name: 'City' }));
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

describe('PasswordField', () => {
  it('renders a password input labelled by its label', async () => {
    const { user } = renderWithUi(
      <PasswordField name="password" label="New Password" placeholder="New Password" autoComplete="new-password" />,
    );
    const input = screen.getByLabelText('New Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    await user.type(input, 'Sunrise#2019');
    expect(input).toHaveValue('Sunrise#2019');
  });

  it('shows its error inline', () => {
    renderWithUi(<PasswordField name="confirmPassword" label="Confirm Password" error="Confirm password required" />);
    const input = screen.getByLabelText('Confirm Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Confirm password required');
  });
});
