import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'react-final-form';
import { renderWithUi } from '../test/render.tsx';
import { ChallengeField } from './challenge-field.tsx';
import { useChallenge } from './use-challenge.ts';

// The widget module is Jest's stand-in (tooling/jest/altcha-widget-stub.cjs): it reports
// `verified` with a payload of its own ("solved-<n>") right after it is in the page.
type Values = Record<string, unknown>;

function SignInForm({ onSubmit, shown }: { onSubmit: (values: Values) => void; shown: boolean }) {
  return (
    <Form<Values> onSubmit={onSubmit}>
      {({ handleSubmit }) => (
        <form aria-label="Sign in" onSubmit={handleSubmit}>
          {shown ? (
            <ChallengeField name="altcha" challengeUrl="/api/challenge" label="Verification" hint="Wait for Verified, then send again." loadFailed="Not loaded." />
          ) : null}
          <button type="submit">Send</button>
        </form>
      )}
    </Form>
  );
}

describe('ChallengeField', () => {
  it('is a labelled group with the widget, which puts its solution into the form value', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithUi(<SignInForm onSubmit={onSubmit} shown />);
    const group = screen.getByRole('group', { name: 'Verification' });
    expect(group).toHaveAccessibleDescription('Wait for Verified, then send again.');
    await within(group).findByText('Verified');
    const widget = group.querySelector('altcha-widget')!;
    expect(widget).toHaveAttribute('challenge', '/api/challenge');
    expect(widget).toHaveAttribute('auto', 'onload');
    expect(JSON.parse(widget.getAttribute('configuration')!)).toEqual({ hideFooter: true, hideLogo: true });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ altcha: expect.stringMatching(/^solved-\d+$/) }, expect.anything(), expect.anything());
  });

  it('takes the value back when the widget is not verified any more, or goes', async () => {
    const onSubmit = jest.fn();
    const { user, rerender } = renderWithUi(<SignInForm onSubmit={onSubmit} shown />);
    const widget = (await within(screen.getByRole('group', { name: 'Verification' })).findByText('Verified')) as HTMLElement;
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired' } }));
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenLastCalledWith({}, expect.anything(), expect.anything());

    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'again' } }));
    });
    rerender(<SignInForm onSubmit={onSubmit} shown={false} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenLastCalledWith({}, expect.anything(), expect.anything());
  });
});

describe('ChallengeField while the widget loads', () => {
  it('marks the place of the widget busy until it is there', async () => {
    renderWithUi(<SignInForm onSubmit={jest.fn()} shown />);
    const slot = screen.getByRole('group', { name: 'Verification' }).lastElementChild!;
    expect(slot).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(slot).toHaveAttribute('aria-busy', 'false'));
  });
});

describe('useChallenge', () => {
  it('shows the widget when an answer asks for it, a fresh one after a sent payload, none after a success', () => {
    const clear = jest.fn();
    const { result } = renderHook(() => useChallenge());
    expect(result.current.widgetKey).toBeNull();

    act(() => result.current.afterAnswer({ success: false }, undefined, clear));
    expect(result.current.widgetKey).toBeNull();
    act(() => result.current.afterAnswer({ success: false, challengeRequired: true }, undefined, clear));
    const first = result.current.widgetKey;
    expect(first).not.toBeNull();
    // Asked again before the widget had solved it: the same widget carries on.
    act(() => result.current.afterAnswer({ success: false, challengeRequired: true }, undefined, clear));
    expect(result.current.widgetKey).toBe(first);
    expect(clear).not.toHaveBeenCalled();

    // A payload went out: it is used up, whatever the answer (none, for a lost connection).
    act(() => result.current.afterAnswer(undefined, 'solved-1', clear));
    expect(clear).toHaveBeenCalledTimes(1);
    expect(result.current.widgetKey).not.toBe(first);

    act(() => result.current.afterAnswer({ success: true }, 'solved-2', clear));
    expect(result.current.widgetKey).toBeNull();
  });
});
