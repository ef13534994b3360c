import { PricingCard } from '@wtm/ui';
import { CurrencyTabs } from '@wtm/ui/sections';
import { currencyTabsLabel, enterpriseEdition, planAction, type CurrencyCode } from '../content/pricing-content.ts';

function PlanInCurrency({ currency }: { currency: CurrencyCode }) {
  const price = enterpriseEdition.prices.find((entry) => entry.currency === currency);
  if (!price) return null;
  return (
    <PricingCard
      name={enterpriseEdition.name}
      price={price.amount}
      period={price.period}
      description={enterpriseEdition.summary}
      features={enterpriseEdition.features}
      action={planAction}
      headingLevel={3}
    />
  );
}

/** The site's currency switch (INR first and selected) over the plan priced in that currency. */
export function CurrencyPlans() {
  return <CurrencyTabs label={currencyTabsLabel} renderPanel={(currency) => <PlanInCurrency currency={currency} />} />;
}
