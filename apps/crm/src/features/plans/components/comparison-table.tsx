import { useId } from 'react';
import styled from 'styled-components';
import { TargetLink, VisuallyHidden } from '@wtm/ui';
import { comparisonContent } from '../content/comparison-content.ts';
import { releasedFeatures, releasedPlans } from '../content/released-plans.ts';
import { formatPrice, planIncludes } from '../utils/plan-rules.ts';
import { Scroller, ScrollHint, Table } from './comparison-table-styles.ts';

const Mark = styled.span<{ $included: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $included }) => ($included ? theme.colors.successText : theme.colors.textMuted)};
`;

/** Rows are the plan features, columns the plans; built from the plans content alone. */
export function ComparisonTable() {
  const plans = releasedPlans();
  const planFeatures = releasedFeatures();
  const { caption, featureColumn, priceRows, usersRow, included, notIncluded, marks, signUpRow, scrollHint } = comparisonContent;
  const captionId = useId();
  return (
    <>
      <ScrollHint>{scrollHint}</ScrollHint>
      <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>
          <span>{caption}</span>
        </caption>
        <colgroup>
          <col />
          {plans.map((plan) => (
            <col key={plan.id} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{featureColumn}</th>
            {plans.map((plan) => (
              <th scope="col" key={plan.id}>
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {priceRows.map((row) => (
            <tr key={row.currency}>
              <th scope="row">{row.label}</th>
              {plans.map((plan) => (
                <td key={plan.id}>{formatPrice(plan.prices[row.currency], row.currency)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{usersRow}</th>
            {plans.map((plan) => (
              <td key={plan.id}>{plan.users}</td>
            ))}
          </tr>
          {planFeatures.map((feature) => (
            <tr key={feature.id}>
              <th scope="row">{feature.label}</th>
              {plans.map((plan) => {
                const has = planIncludes(plan.id, feature);
                return (
                  <td key={plan.id}>
                    <Mark $included={has} aria-hidden="true">
                      {has ? marks.included : marks.notIncluded}
                    </Mark>
                    <VisuallyHidden>{has ? included : notIncluded}</VisuallyHidden>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{signUpRow}</th>
            {plans.map((plan) => (
              <td key={plan.id}>
                <TargetLink target={{ label: plan.signUp.label, to: plan.signUp.to }}>
                  {plan.signUp.label}
                  <VisuallyHidden>, {plan.name}</VisuallyHidden>
                </TargetLink>
              </td>
            ))}
          </tr>
        </tfoot>
      </Table>
      </Scroller>
    </>
  );
}
