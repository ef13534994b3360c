import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { PricingCard } from './pricing-card.tsx';

describe('PricingCard', () => {
  it('shows the plan name, badge, price, period, features and its call to action', () => {
    renderWithUi(
      <PricingCard
        name="Professional"
        badge="Most Popular"
        price="$15"
        period="per user / month, billed annually"
        features={['Campaigns', 'Mass email', 'Workflow rules']}
        action={{ label: 'Register', to: '/register' }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Professional' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Professional' })).toBeInTheDocument();
    expect(within(card).getByText('Most Popular')).toBeInTheDocument();
    expect(within(card).getByText('$15')).toBeInTheDocument();
    expect(within(card).getByText('per user / month, billed annually')).toBeInTheDocument();
    const features = within(card).getByRole('list', { name: 'Professional features' });
    expect(within(features).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Campaigns',
      'Mass email',
      'Workflow rules',
    ]);
    expect(within(card).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('emphasises only a badged plan', () => {
    renderWithUi(
      <>
        <PricingCard name="Standard" price="$10" features={['Sales forecasting']} action={{ label: 'Register', to: '/register' }} />
        <PricingCard
          name="Enterprise"
          badge="Best value"
          price="$25"
          features={['Territory management']}
          action={{ label: 'Register', to: '/register' }}
        />
      </>,
    );
    const standard = screen.getByRole('article', { name: 'Standard' });
    expect(within(standard).queryByText('Best value')).not.toBeInTheDocument();
    expect(getComputedStyle(standard).borderWidth).toBe('1px');
    expect(getComputedStyle(screen.getByRole('article', { name: 'Enterprise' })).borderWidth).toBe('2px');
  });
});
