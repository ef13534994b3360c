// Icons of the CRM's feature groups: one line drawing per group, 24 px, drawn
// in currentColor inside @wtm/ui's FeatureIcon badge. Decorative.
import type { ReactElement } from 'react';
import { FeatureIcon } from '@wtm/ui/sections';

const paths: Record<string, ReactElement> = {
  // A lightning bolt: automation.
  automation: <path d="M13 3L5 13h6l-1 8 8-10h-6z" />,
  // Two speech bubbles: engaging contacts.
  engage: <path d="M4 5h11v8H8l-4 3zM9 16h7l4 3V10h-2" />,
  // A rising chart: sales tracking.
  'sales-tracking': <path d="M4 20V4M4 20h16M8 16l4-5 3 3 5-6" />,
  // A puzzle piece: extending the CRM.
  'extend-crm': <path d="M5 8h4a2 2 0 1 1 4 0h4v4a2 2 0 1 1 0 4v4H5v-4a2 2 0 1 0 0-4z" />,
  // An envelope with a spark: marketing automation.
  'marketing-automation': <path d="M3 7h14v11H3zM3 7l7 6 7-6M19 3v4M17 5h4" />,
  // A ticket: the Service CRM.
  'service-crm': <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10" />,
};

/** The icon of a feature group by its id, or undefined for a group without one. */
export function featureIcon(groupId: string): ReactElement | undefined {
  const path = paths[groupId];
  if (!path) return undefined;
  return <FeatureIcon>{path}</FeatureIcon>;
}
