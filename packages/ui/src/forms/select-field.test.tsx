import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithUi } from '../test/render.tsx';
import { SelectField, type SelectOption } from './select-field.tsx';

const products: SelectOption[] = [
  { value: 'WTM Account Books and Inventory', label: 'WTM Account Books and Inventory' },
  { value: 'WTM Salesgrow CRM', label: 'WTM Salesgrow CRM' },
  { value: 'WTM Service CRM', label: 'WTM Service CRM' },
];

function ProductSelect({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      name="enquiryFor"
      label="Product"
      placeholder="Select a product"
      options={products}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={error}
    />
  );
}

describe('SelectField', () => {
  it('starts on the placeholder option and lets the user pick a product', async () => {
    const { user } = renderWithUi(<ProductSelect />);
    const select = screen.getByRole('combobox', { name: 'Product' });
    expect(select).toHaveDisplayValue('Select a product');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a product',
      'WTM Account Books and Inventory',
      'WTM Salesgrow CRM',
      'WTM Service CRM',
    ]);
    await user.selectOptions(select, 'WTM Salesgrow CRM');
    expect(select).toHaveValue('WTM Salesgrow CRM');
  });

  it('shows the error inline and marks the select invalid', () => {
    renderWithUi(<ProductSelect error="Product is required" />);
    const select = screen.getByRole('combobox', { name: 'Product' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Product is required');
  });

  it('has no placeholder option unless one is given', () => {
    renderWithUi(<SelectField name="plan" label="Plan" options={[{ value: '1500-INR-month', label: '1500 INR/Month' }]} />);
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});
