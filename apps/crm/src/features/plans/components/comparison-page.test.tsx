import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route.tsx';
import { comparisonContent } from '../content/comparison-content.ts';
import { planFeatures, plans } from '../content/plans.ts';
import { planIncludes } from '../utils/plan-rules.ts';

const table = () => screen.getByRole('table', { name: comparisonContent.caption });

/** The text of each plan's cell in the row headed `rowName`. */
function rowCells(rowName: string) {
  const header = within(table()).getByRole('rowheader', { name: rowName });
  const row = header.closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell').map((cell) => cell.textContent);
}

describe('CRM plan comparison', () => {
  it('has a column per plan, in order', () => {
    renderRoute('/crm/comparison');
    const headers = within(table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([comparisonContent.featureColumn, ...plans.map((plan) => plan.name)]);
  });

  it('marks every feature Included or Not included exactly as the plans content says', () => {
    renderRoute('/crm/comparison');
    for (const feature of planFeatures) {
      const expected = plans.map((plan) =>
        planIncludes(plan.id, feature) ? `${comparisonContent.marks.included}Included` : `${comparisonContent.marks.notIncluded}Not included`,
      );
      expect(rowCells(feature.label)).toEqual(expected);
    }
  });

  it('gives Territory management to Enterprise only', () => {
    renderRoute('/crm/comparison');
    expect(rowCells('Territory management').map((text) => text?.replace(/^[✓—]/, ''))).toEqual([
      'Not included',
      'Not included',
      'Not included',
      'Included',
    ]);
  });

  it('shows the prices per user per month in both currencies', () => {
    renderRoute('/crm/comparison');
    expect(rowCells('Price in USD, per user per month')).toEqual(['$0', '$10', '$15', '$25']);
    expect(rowCells('Price in INR, per user per month')).toEqual(['₹0', '₹799', '₹1,199', '₹1,999']);
  });

  it('links each plan to registration and back to pricing', () => {
    renderRoute('/crm/comparison');
    for (const plan of plans) {
      const name = new RegExp(`^${plan.signUp.label}\\s*, ${plan.name}$`);
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `/register?product=CRM&plan=${plan.id}`);
    }
    expect(screen.getByRole('link', { name: comparisonContent.backToPricing.label })).toHaveAttribute('href', '/crm/pricing');
  });

  it('lets keyboard users scroll the table on a phone', () => {
    renderRoute('/crm/comparison');
    expect(screen.getByRole('region', { name: new RegExp(comparisonContent.caption) })).toHaveAttribute('tabindex', '0');
  });
});
