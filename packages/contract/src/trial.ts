// The free trial and the pricing plans a visitor can choose on the product pages (issue
// 29): which product and plan a "Start free trial" or plan "Register" link carries to
// registration, and how long a trial lasts. One place, so the pages, the API and Account
// Home agree.
import { isProductCode, type ProductCode } from './products.ts';

/** Length of every free trial, in days: every page that offers one says it from here. */
export const trialLengthDays = 15;

/** A plan of a product's pricing page (display and trial only; the plan code that starts a product is the catalogue's). */
export interface PricingPlan {
  id: string;
  name: string;
  /** A free plan has no trial that ends. */
  free?: boolean;
}

/**
 * The plans each product's pricing page offers, cheapest first. Each product's catalogue
 * plan code (SAEN, SCEN, SSEN) is its Enterprise plan, so a trial without a chosen plan
 * runs on Enterprise.
 */
export const pricingPlans: Readonly<Record<ProductCode, readonly PricingPlan[]>> = {
  ACCOUNT: [{ id: 'enterprise', name: 'Enterprise Edition' }],
  CRM: [
    { id: 'free', name: 'Free Account', free: true },
    { id: 'standard', name: 'Standard' },
    { id: 'professional', name: 'Professional' },
    { id: 'enterprise', name: 'Enterprise' },
  ],
  SERVICE: [{ id: 'enterprise', name: 'Enterprise' }],
};

/** Every plan id of any product, once each. */
export const pricingPlanIds: readonly string[] = [...new Set(Object.values(pricingPlans).flatMap((plans) => plans.map((plan) => plan.id)))];

/** The plan a trial runs on when the visitor chose none. */
export const defaultTrialPlan = 'enterprise';

/** A product (and plan) chosen on a product page, carried to registration. */
export interface TrialChoice {
  productCode: ProductCode;
  plan: string;
}

/** The plan `id` of `product`, if the product offers one of that id. */
export function pricingPlanOf(productCode: ProductCode, id: string | null | undefined): PricingPlan | undefined {
  return pricingPlans[productCode].find((plan) => plan.id === id);
}

/**
 * The choice a `?product=CRM&plan=standard` query names, or undefined. Anything that is
 * not a product of the catalogue is no choice at all; a plan the product does not offer
 * (or none) falls back to the default trial plan. Never throws: a link someone edited is
 * ignored, not an error.
 */
export function parseTrialChoice(product: unknown, plan: unknown): TrialChoice | undefined {
  if (!isProductCode(product)) return undefined;
  const chosen = typeof plan === 'string' ? pricingPlanOf(product, plan) : undefined;
  return { productCode: product, plan: chosen?.id ?? defaultTrialPlan };
}

/** `/register?product=CRM&plan=standard`: the registration link of a product page. */
export function registerPathFor(productCode: ProductCode, plan?: string): string {
  const query = new URLSearchParams({ product: productCode });
  if (plan !== undefined && pricingPlanOf(productCode, plan) !== undefined) query.set('plan', plan);
  return `/register?${query.toString()}`;
}

/** Whole days left of a trial ending at `endsAt` (epoch ms) at `now`: 0 once it has ended. */
export function trialDaysLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 86_400_000));
}
