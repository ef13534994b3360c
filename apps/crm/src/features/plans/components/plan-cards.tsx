import styled from 'styled-components';
import { Grid, PricingCard } from '@wtm/ui';
import type { CurrencyCode } from '../content/plans.ts';
import { releasedFeatures, releasedPlans } from '../content/released-plans.ts';
import { pricingContent } from '../content/pricing-content.ts';
import { cardFeatures, formatPrice, planById } from '../utils/plan-rules.ts';

const Users = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The four plan boxes with prices in one currency. */
export function PlanCards({ currency }: { currency: CurrencyCode }) {
  const plans = releasedPlans();
  const features = releasedFeatures();
  return (
    <Grid as="ul" columns={{ phone: 1, tablet: 2, desktop: 4 }}>
      {plans.map((plan) => {
        const own = cardFeatures(plan, features).map((feature) => feature.label);
        const base = plan.buildsOn ? `${pricingContent.buildsOnPrefix} ${planById(plan.buildsOn, plans).name}${pricingContent.buildsOnSuffix}` : null;
        return (
          <li key={plan.id}>
            <PricingCard
              name={plan.name}
              headingLevel={2}
              price={formatPrice(plan.prices[currency], currency)}
              period={plan.priceUnit}
              badge={plan.mostPopular ? pricingContent.mostPopular : undefined}
              description={
                <>
                  {plan.summary}
                  <Users>{plan.users}</Users>
                </>
              }
              features={base ? [<strong key="base">{base}</strong>, ...own] : own}
              action={{ label: plan.signUp.label, to: plan.signUp.to }}
            />
          </li>
        );
      })}
    </Grid>
  );
}
