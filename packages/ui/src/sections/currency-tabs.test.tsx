import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { CurrencyTabs } from './currency-tabs.tsx';

describe('CurrencyTabs', () => {
  it('shows INR first and selected, then USD', async () => {
    const { user } = renderWithUi(<CurrencyTabs label="Currency" renderPanel={(currency) => <p>Plans in {currency}</p>} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['INR, Prices in Indian rupees', 'USD, Prices in US dollars']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Plans in INR')).toBeVisible();
    await user.click(tabs[1]!);
    expect(screen.getByText('Plans in USD')).toBeVisible();
  });
});
