import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { FeatureGroup, FeatureList } from './feature-list.tsx';

describe('FeatureList', () => {
  it('renders every item as a list item, the check marks hidden from screen readers', () => {
    renderWithUi(<FeatureList label="Enterprise Edition" items={['Invoicing', 'Multi-user', 'Custom taxes and tax groups']} />);
    const list = screen.getByRole('list', { name: 'Enterprise Edition' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Invoicing',
      'Multi-user',
      'Custom taxes and tax groups',
    ]);
    expect(list.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
  });
});

describe('FeatureGroup', () => {
  it('is a region named by its heading, with the features listed under it', () => {
    renderWithUi(
      <FeatureGroup heading="Recurring" items={['Recurring Invoices', 'Recurring bills', 'Recurring Expense', 'Recurring Journals']} />,
    );
    const group = screen.getByRole('region', { name: 'Recurring' });
    expect(within(group).getByRole('heading', { level: 3, name: 'Recurring' })).toBeInTheDocument();
    expect(within(group).getAllByRole('listitem')).toHaveLength(4);
    expect(within(group).getByText('Recurring Journals')).toBeInTheDocument();
  });

  it('shows a description when given', () => {
    renderWithUi(
      <FeatureGroup
        heading="Lead Management"
        headingLevel={2}
        description="Capture leads from web forms and assign them to the right sales rep."
        items={['Web-to-lead forms', 'Lead assignment rules']}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Lead Management' })).toBeInTheDocument();
    expect(screen.getByText('Capture leads from web forms and assign them to the right sales rep.')).toBeInTheDocument();
  });

  it('shows the group icon before the heading', () => {
    const { container } = renderWithUi(<FeatureGroup heading="Inventory" items={['Multi-warehouse']} icon={<svg data-icon="inventory" aria-hidden="true" />} />);
    const icon = container.querySelector('[data-icon="inventory"]');
    expect(screen.getByRole('region', { name: 'Inventory' })).toContainElement(icon as HTMLElement);
    expect(icon?.nextElementSibling).toBe(screen.getByRole('heading', { name: 'Inventory' }));
  });
});
