import { planOrder, type CurrencyCode, type Plan, type PlanFeature, type PlanId } from '../content/plans.ts';
import { releasedFeatures, releasedPlans } from '../content/released-plans.ts';

const rank = (id: PlanId) => planOrder.indexOf(id);

/** Whether a plan includes a feature: features carry over to every dearer plan. */
export function planIncludes(plan: PlanId, feature: PlanFeature): boolean {
  return rank(feature.from) <= rank(plan);
}

/** The plan with this id; the content lists every id of `planOrder` (its schema says so). */
export function planById(id: PlanId, plans: readonly Plan[] = releasedPlans()): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`No plan ${id} in the plans content`);
  return plan;
}

/** What a pricing card lists: all its features, or only those added since the plan it builds on. */
export function cardFeatures(plan: Plan, features: readonly PlanFeature[] = releasedFeatures()): PlanFeature[] {
  const base = plan.buildsOn;
  return features.filter((feature) => planIncludes(plan.id, feature) && !(base && planIncludes(base, feature)));
}

const symbols: Record<CurrencyCode, string> = { INR: '₹', USD: '$' };

/** 1234567 → "1,234,567" (USD) or "12,34,567" (INR: the last three digits, then pairs). */
function groupDigits(amount: number, currency: CurrencyCode): string {
  const digits = String(Math.round(amount));
  const tail = digits.slice(-3);
  let head = digits.slice(0, -3);
  const size = currency === 'INR' ? 2 : 3;
  const groups: string[] = [];
  while (head.length > 0) {
    groups.unshift(head.slice(-size));
    head = head.slice(0, -size);
  }
  return [...groups, tail].join(',');
}

/**
 * "₹1,199" or "$15": whole units, the currency's own symbol and digit grouping. Written
 * out rather than left to Intl, whose output differs between ICU versions (Node, where
 * pages are prerendered, and each browser): the page hydrates without a mismatch
 * (docs/decisions/0029).
 */
export function formatPrice(amount: number, currency: CurrencyCode): string {
  return `${symbols[currency]}${groupDigits(amount, currency)}`;
}
