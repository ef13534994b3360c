// The plans as the pages render them: the section's released content (the store's, as
// the prerender or the shell provided it), else the build's own seed.
import { crmEntries } from '../../../content/content-seed.ts';
import { plans as bundledPlans, type Plan, type PlanFeature, type PlanId } from './plans.ts';

/** A plan's button is the code's (registration with the product and plan), not content: the schema keeps the ids. */
const signUpOf = (id: PlanId) => bundledPlans.find((plan) => plan.id === id)!.signUp;

/** The four plans, cheapest first, with their registration links. */
export function releasedPlans(): Plan[] {
  return crmEntries().plans.plans.map((plan) => ({ ...plan, id: plan.id as PlanId, buildsOn: plan.buildsOn as PlanId | undefined, signUp: signUpOf(plan.id as PlanId) }));
}

/** Every plan feature, with the plan that introduces it. */
export function releasedFeatures(): PlanFeature[] {
  return crmEntries().plans.features.map((feature) => ({ ...feature, from: feature.from as PlanId }));
}

/** Days of the free trial, as every text of the pricing page says it. */
export const releasedTrialDays = (): number => crmEntries().plans.trialDays;
