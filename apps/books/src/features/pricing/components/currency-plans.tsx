import { PricingCard, Tabs } from '@wtm/ui';
import { currencies, currencyTabsLabel, defaultCurrency, enterpriseEdition, planAction, type CurrencyCode } from '../content/pricing-content.ts';

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

/** The USD/INR switch (INR first selected, spec §2) over the plan priced in that currency. */
export function CurrencyPlans() {
  const items = currencies.map((currency) => ({
    value: currency.code,
    label: currency.label,
    content: <PlanInCurrency currency={currency.code} />,
  }));
  return <Tabs label={currencyTabsLabel} items={items} defaultValue={defaultCurrency} />;
}
