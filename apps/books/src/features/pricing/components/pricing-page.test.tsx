import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route.tsx';
import { enterpriseEdition } from '../content/pricing-content.ts';

const price = (currency: 'USD' | 'INR') => enterpriseEdition.prices.find((entry) => entry.currency === currency)!.amount;

describe('Trial & Pricing page', () => {
  it('offers the free trial without a credit card, linking to registration', () => {
    renderRoute('/books/pricing');
    expect(screen.getByText('Try for free no credit card required')).toBeVisible();
    expect(screen.getByRole('link', { name: '15 days free trial' })).toHaveAttribute('href', '/register?product=ACCOUNT&plan=enterprise');
  });

  it('shows INR prices first', () => {
    renderRoute('/books/pricing');
    const tabs = screen.getByRole('tablist', { name: 'Currency' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['INR, Prices in Indian rupees', 'USD, Prices in US dollars']);
    expect(within(tabs).getByRole('tab', { name: /^INR/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(price('INR'))).toBeVisible();
    expect(screen.queryByText(price('USD'))).not.toBeVisible();
  });

  it('switches to USD prices when the visitor picks USD', async () => {
    const { user } = renderRoute('/books/pricing');
    await user.click(screen.getByRole('tab', { name: /^USD/ }));
    expect(screen.getByRole('tab', { name: /^USD/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(price('USD'))).toBeVisible();
    expect(screen.queryByText(price('INR'))).not.toBeVisible();
  });

  it('switches currency with the arrow keys', async () => {
    const { user } = renderRoute('/books/pricing');
    const inr = screen.getByRole('tab', { name: /^INR/ });
    await user.click(inr);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /^USD/ })).toHaveFocus();
    expect(screen.getByText(price('USD'))).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(inr).toHaveFocus();
    expect(screen.getByText(price('INR'))).toBeVisible();
  });

  it('lists the fourteen Enterprise Edition features of the content', () => {
    renderRoute('/books/pricing');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Enterprise Edition' })).toBeVisible();
    const list = within(panel).getByRole('list', { name: 'Enterprise Edition features' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(enterpriseEdition.features);
    expect(enterpriseEdition.features).toHaveLength(14);
  });
});
