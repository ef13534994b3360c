import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route.tsx';
import { plans } from '../content/plans.ts';
import { pricingContent } from '../content/pricing-content.ts';
import { cardFeatures } from '../utils/plan-rules.ts';

const panel = () => screen.getByRole('tabpanel');
const planCard = (name: string) => within(panel()).getByRole('article', { name });
const shownPrices = () =>
  plans.map((plan) => within(planCard(plan.name)).getByText(/^[₹$][\d,]+$/).textContent);

describe('CRM pricing page', () => {
  it('shows INR prices by default', () => {
    renderRoute('/crm/pricing');
    expect(screen.getByRole('tab', { name: /INR/ })).toHaveAttribute('aria-selected', 'true');
    expect(shownPrices()).toEqual(['₹0', '₹799', '₹1,199', '₹1,999']);
  });

  it('switches to the USD prices of the spec: 0, 10, 15 and 25 per user per month', async () => {
    const { user } = renderRoute('/crm/pricing');
    await user.click(screen.getByRole('tab', { name: /USD/ }));
    expect(screen.getByRole('tab', { name: /USD/ })).toHaveAttribute('aria-selected', 'true');
    expect(shownPrices()).toEqual(['$0', '$10', '$15', '$25']);
    expect(within(planCard('Standard')).getByText('per user / month')).toBeInTheDocument();
  });

  it('moves between currencies with the arrow keys', async () => {
    const { user } = renderRoute('/crm/pricing');
    await user.click(screen.getByRole('tab', { name: /INR/ }));
    expect(screen.getByRole('tab', { name: /INR/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /USD/ })).toHaveFocus();
    expect(shownPrices()).toEqual(['$0', '$10', '$15', '$25']);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /INR/ })).toHaveAttribute('aria-selected', 'true');
    expect(shownPrices()[1]).toBe('₹799');
  });

  it('shows the four plans in order, Professional marked Most Popular', () => {
    renderRoute('/crm/pricing');
    const names = within(panel()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Free Account', 'Standard', 'Professional', 'Enterprise']);
    expect(within(planCard('Professional')).getByText(pricingContent.mostPopular)).toBeInTheDocument();
    for (const name of ['Free Account', 'Standard', 'Enterprise']) {
      expect(within(planCard(name)).queryByText(pricingContent.mostPopular)).not.toBeInTheDocument();
    }
  });

  it('links every plan to registration', () => {
    renderRoute('/crm/pricing');
    for (const plan of plans) {
      expect(within(planCard(plan.name)).getByRole('link', { name: plan.signUp.label })).toHaveAttribute('href', `/register?product=CRM&plan=${plan.id}`);
    }
  });

  it('lists the features of each plan from the plans content', () => {
    renderRoute('/crm/pricing');
    for (const plan of plans) {
      const list = within(planCard(plan.name)).getByRole('list', { name: `${plan.name} features` });
      const items = within(list).getAllByRole('listitem').map((item) => item.textContent);
      expect(items).toEqual(expect.arrayContaining(cardFeatures(plan).map((feature) => feature.label)));
    }
    const free = within(planCard('Free Account'));
    expect(free.getByText('Up to 10 users')).toBeInTheDocument();
    expect(free.getByText('Over 25 standard reports')).toBeInTheDocument();
    expect(within(planCard('Standard')).getByText('Role-based security')).toBeInTheDocument();
    expect(within(planCard('Professional')).getByText('Everything in Standard, plus:')).toBeInTheDocument();
    expect(within(planCard('Enterprise')).getByText('Territory management')).toBeInTheDocument();
  });

  it('states the trial, the annual contract and links to the comparison', () => {
    renderRoute('/crm/pricing');
    expect(screen.getByText('15-day free trial, no credit card required')).toBeInTheDocument();
    expect(screen.getByText(/each per-user plan requires an annual contract/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare all plans' })).toHaveAttribute('href', '/crm/comparison');
  });
});
