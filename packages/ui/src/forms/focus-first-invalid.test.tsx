import { render, screen } from '@testing-library/react';
import { focusFirstInvalid } from './focus-first-invalid.ts';

describe('focusFirstInvalid', () => {
  it('focuses the first control, in document order, that has an error', () => {
    render(
      <form aria-label="Enquiry">
        <input name="firstName" aria-label="Name" />
        <input name="email" aria-label="Email" />
        <input name="phoneNo" aria-label="Phone" />
      </form>,
    );
    focusFirstInvalid(screen.getByRole('form') as HTMLFormElement, { phoneNo: 'required', email: 'required' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('leaves focus alone when there is no error', () => {
    render(<form aria-label="Enquiry"><input name="firstName" aria-label="Name" /></form>);
    focusFirstInvalid(screen.getByRole('form') as HTMLFormElement, undefined);
    expect(document.body).toHaveFocus();
  });
});
