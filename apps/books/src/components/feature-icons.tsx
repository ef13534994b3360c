// Icons of the All Features groups: one line drawing per group, 24 px, drawn
// in currentColor inside @wtm/ui's FeatureIcon badge. Decorative.
import type { ReactElement } from 'react';
import { FeatureIcon } from '@wtm/ui/sections';

const paths: Record<string, ReactElement> = {
  // A receipt with a rupee line: selling.
  Sales: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />,
  // A shopping cart: buying.
  Purchase: <path d="M3 4h2l2.5 11h10l2-8H6.5M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01" />,
  // A warehouse.
  Inventory: <path d="M3 10l9-6 9 6v10H3zM7 20v-6h10v6M7 17h10" />,
  // Stacked boxes: items and item groups.
  Items: <path d="M4 8l8-4 8 4-8 4zM4 8v8l8 4 8-4V8M12 12v8" />,
  // A gear: advanced settings.
  Advance: <path d="M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />,
  // Circling arrows: recurring.
  Recurring: <path d="M4 12a8 8 0 0 1 14-5.3M20 4v4h-4M20 12a8 8 0 0 1-14 5.3M4 20v-4h4" />,
};

/** The icon of a feature group by its name, or undefined for a group without one. */
export function featureIcon(group: string): ReactElement | undefined {
  const path = paths[group];
  if (!path) return undefined;
  return <FeatureIcon>{path}</FeatureIcon>;
}
