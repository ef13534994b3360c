import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithUi } from '../test/render.tsx';
import { Tabs, type TabItem } from './tabs.tsx';

const currencies: TabItem[] = [
  { value: 'USD', label: 'USD', content: <p>Standard: $10 per user per month</p> },
  { value: 'INR', label: 'INR', content: <p>Standard: ₹750 per user per month</p> },
];

describe('Tabs', () => {
  it('shows the default tab selected with its panel', () => {
    renderWithUi(<Tabs label="Currency" items={currencies} defaultValue="INR" />);
    expect(screen.getByRole('tablist', { name: 'Currency' })).toBeInTheDocument();
    const inr = screen.getByRole('tab', { name: 'INR' });
    expect(inr).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'USD' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'INR' });
    expect(panel).toHaveTextContent('Standard: ₹750 per user per month');
    expect(inr).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Standard: $10 per user per month')).not.toBeVisible();
  });

  it('selects the first tab without a default', () => {
    renderWithUi(<Tabs label="Currency" items={currencies} />);
    expect(screen.getByRole('tab', { name: 'USD' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches panels on click and reports the change', async () => {
    const onChange = jest.fn();
    const { user } = renderWithUi(<Tabs label="Currency" items={currencies} defaultValue="INR" onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'USD' }));
    expect(onChange).toHaveBeenCalledWith('USD');
    expect(screen.getByRole('tabpanel', { name: 'USD' })).toHaveTextContent('Standard: $10 per user per month');
  });

  it('moves and selects with the arrow keys, wrapping around, with one Tab stop', async () => {
    const { user } = renderWithUi(
      <Tabs
        label="Currency"
        items={[...currencies, { value: 'EUR', label: 'EUR', content: <p>Standard: €9 per user per month</p> }]}
      />,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'USD' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'INR' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'INR' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'EUR' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'EUR' })).toHaveTextContent('Standard: €9 per user per month');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'USD' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'EUR' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel instead of visiting the other tabs.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'EUR' })).toHaveFocus();
  });

  it('follows the value prop when controlled', async () => {
    function Controlled() {
      const [currency, setCurrency] = useState('INR');
      return (
        <>
          <Tabs label="Currency" items={currencies} value={currency} onChange={setCurrency} />
          <p>Prices shown in {currency}</p>
        </>
      );
    }
    const { user } = renderWithUi(<Controlled />);
    expect(screen.getByRole('tab', { name: 'INR' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'USD' }));
    expect(screen.getByText('Prices shown in USD')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'USD' })).toHaveAttribute('aria-selected', 'true');
  });

  it('stays on the controlled value when the parent does not accept the change', async () => {
    const { user } = renderWithUi(<Tabs label="Currency" items={currencies} value="INR" onChange={() => undefined} />);
    await user.click(screen.getByRole('tab', { name: 'USD' }));
    expect(screen.getByRole('tab', { name: 'INR' })).toHaveAttribute('aria-selected', 'true');
  });
});
