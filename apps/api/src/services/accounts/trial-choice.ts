import { isProductCode, pricingPlanOf, type TrialChoice } from '@wtm/contract';
import type { UserRow } from '../../repositories/users.repository.ts';

/** The product and plan the account chose before registering, if they still are in the catalogue. */
export function trialChoiceOf(user: Pick<UserRow, 'trial_product' | 'trial_plan'>): TrialChoice | undefined {
  const product = user.trial_product;
  if (!isProductCode(product)) return undefined;
  const plan = pricingPlanOf(product, user.trial_plan);
  return plan === undefined ? undefined : { productCode: product, plan: plan.id };
}
