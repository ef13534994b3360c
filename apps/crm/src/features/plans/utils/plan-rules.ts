import { planFeatures, planOrder, plans, type CurrencyCode, type Plan, type PlanFeature, type PlanId } from '../content/plans.ts';

const rank = (id: PlanId) => planOrder.indexOf(id);

/** Whether a plan includes a feature: features carry over to every dearer plan (spec §9). */
export function planIncludes(plan: PlanId, feature: PlanFeature): boolean {
  return rank(feature.from) <= rank(plan);
}

/** The plan with this id; the content file lists every id of `planOrder`. */
export function planById(id: PlanId): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`No plan ${id} in the plans content`);
  return plan;
}

/** What a pricing card lists: all its features, or only those added since the plan it builds on. */
export function cardFeatures(plan: Plan): PlanFeature[] {
  const base = plan.buildsOn;
  return planFeatures.filter((feature) => planIncludes(plan.id, feature) && !(base && planIncludes(base, feature)));
}

const locales: Record<CurrencyCode, string> = { INR: 'en-IN', USD: 'en-US' };

/** "₹1,199" or "$15": whole units, the currency's own symbol and digit grouping. */
export function formatPrice(amount: number, currency: CurrencyCode): string {
  return new Intl.NumberFormat(locales[currency], { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}
