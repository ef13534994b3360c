import type { ReactNode } from 'react';
// A bundled entry takes the shared pieces by the package's name (decision 0024).
import { Tabs, VisuallyHidden } from '@wtm/ui';

/** The currencies the site prices in, in the order every pricing switch shows them. */
export const currencyOrder = ['INR', 'USD'] as const;
export type Currency = (typeof currencyOrder)[number];

const currencyNames: Record<Currency, string> = { INR: 'Prices in Indian rupees', USD: 'Prices in US dollars' };

/** Props of {@link CurrencyTabs}. */
export interface CurrencyTabsProps {
  /** Accessible name of the switch, e.g. "Currency". */
  label: string;
  /** The prices in one currency, e.g. the plan cards. */
  renderPanel: (currency: Currency) => ReactNode;
}

/**
 * The INR/USD switch of every pricing page: INR first and selected (the spec's
 * default), then USD, each tab named for screen readers.
 */
export function CurrencyTabs({ label, renderPanel }: CurrencyTabsProps) {
  const items = currencyOrder.map((currency) => ({
    value: currency,
    label: (
      <>
        {currency}
        <VisuallyHidden>, {currencyNames[currency]}</VisuallyHidden>
      </>
    ),
    content: renderPanel(currency),
  }));
  return <Tabs label={label} items={items} defaultValue={currencyOrder[0]} />;
}
