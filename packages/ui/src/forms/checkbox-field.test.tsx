import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithUi } from '../test/render.tsx';
import { CheckboxField } from './checkbox-field.tsx';

function RememberMe() {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxField name="rememberMe" label="Remember me" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
  );
}

describe('CheckboxField', () => {
  it('toggles when its label is clicked or Space is pressed', async () => {
    const { user } = renderWithUi(<RememberMe />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(checkbox).not.toBeChecked();
    await user.click(screen.getByText('Remember me'));
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
  });

  it('shows an inline error tied to the checkbox', () => {
    renderWithUi(<CheckboxField name="terms" label="I accept the terms of service" error="Please accept the terms" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms of service' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Please accept the terms');
  });
});
