import { screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { renderWithUi } from '../test/render.tsx';
import { FormCheckboxField, FormPasswordField, FormSelectField, FormTextAreaField, FormTextField } from './form-fields.tsx';
import { submitFocusingInvalid } from './submit-focusing-invalid.ts';

type Values = Record<string, unknown>;

const required = (values: Values) =>
  Object.fromEntries(
    ['firstName', 'product', 'password']
      .filter((name) => !values[name])
      .map((name) => [name, `${name} is required`]),
  );

/** A form wired as the apps wire theirs: final-form validation, focus on the first invalid field. */
function EnquiryForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  return (
    <Form<Values> onSubmit={onSubmit} validate={required} initialValues={{ newsletter: false }}>
      {({ handleSubmit, form }) => (
        <form aria-label="Enquiry" noValidate onSubmit={(event) => submitFocusingInvalid(event, handleSubmit, form)}>
          <FormTextField name="firstName" label="Name" required />
          <FormSelectField name="product" label="Product" placeholder="Select a product" options={[{ value: 'CRM', label: 'WTM Salesgrow CRM' }]} required />
          <FormPasswordField name="password" label="Password" required />
          <FormTextAreaField name="comment" label="Description" />
          <FormCheckboxField name="newsletter" label="Send me news" />
          <button type="submit">Send</button>
        </form>
      )}
    </Form>
  );
}

describe('the ui fields bound to react-final-form', () => {
  it('show no error before a submit attempt, however they are edited', async () => {
    const { user } = renderWithUi(<EnquiryForm onSubmit={jest.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'A');
    await user.clear(name);
    await user.tab();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
  });

  it('after a refused submit, show each error under its field and focus the first invalid one', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithUi(<EnquiryForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const product = screen.getByRole('combobox', { name: 'Product' });
    expect(product).toHaveFocus();
    expect(product).toHaveAccessibleDescription('product is required');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('password is required');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('hand the form what was typed, chosen and ticked', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithUi(<EnquiryForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'CRM');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Ten users.');
    await user.click(screen.getByRole('checkbox', { name: 'Send me news' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({ firstName: 'Asha', product: 'CRM', password: 'secret1', comment: 'Ten users.', newsletter: true });
  });

  it('show what the server refused of a field after a submit, until the field is edited', async () => {
    const { user } = renderWithUi(<EnquiryForm onSubmit={() => ({ password: 'The current password is not correct' })} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'CRM');
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, 'wrong1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The current password is not correct')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await user.type(password, '2');
    expect(screen.queryByText('The current password is not correct')).toBeNull();
  });
});
