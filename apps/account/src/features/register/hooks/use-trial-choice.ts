import { useSearchParams } from 'react-router-dom';
import { parseTrialChoice, type TrialChoice } from '@wtm/contract/data';
import { useHydrated } from '@wtm/ui/sections';

/**
 * The product and plan a product page's link carries (`/register?product=CRM&plan=standard`),
 * checked against the catalogue: anything else is no choice, never an error.
 */
export function useTrialChoice(): TrialChoice | undefined {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  return hydrated ? parseTrialChoice(params.get('product'), params.get('plan')) : undefined;
}
