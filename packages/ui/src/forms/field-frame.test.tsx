import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { FieldFrame } from './field-frame.tsx';
import { SelectField } from './select-field.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { TextField } from './text-field.tsx';

/** A bare control in the frame, as TextField, SelectField and TextAreaField put theirs. */
function Plain(props: { name: string; label: string; error?: string; hint?: string; required?: boolean; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) {
  return <FieldFrame field={props}>{({ $invalid, ...control }) => <input data-invalid={$invalid} {...control} />}</FieldFrame>;
}

describe('FieldFrame', () => {
  it('labels the control, marks a required one with a hidden * and passes the other props on', () => {
    renderWithUi(<Plain name="city" label="City" required />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('name', 'city');
    expect(input).toHaveAttribute('data-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it("keeps the caller's description first, then the hint and the error", () => {
    renderWithUi(
      <>
        <p id="format">Digits only.</p>
        <Plain name="phoneNo" label="Phone" hint="With the country code." error="Phone is required" aria-describedby="format" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('data-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Digits only. With the country code. Phone is required');
  });

  it("lets the caller's own aria-invalid win", () => {
    renderWithUi(<Plain name="email" label="Email" error="Email is required" aria-invalid={false} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps every text-like control clear of the sticky header when focus scrolls to it', () => {
    renderWithUi(
      <>
        <TextField name="firstName" label="Name" />
        <SelectField name="enquiryFor" label="Product" options={[]} />
        <TextAreaField name="comment" label="Description" />
      </>,
    );
    for (const control of [screen.getByRole('textbox', { name: 'Name' }), screen.getByRole('combobox'), screen.getByRole('textbox', { name: 'Description' })]) {
      expect(getComputedStyle(control).getPropertyValue('scroll-margin-top')).toBe('96px');
    }
  });
});
