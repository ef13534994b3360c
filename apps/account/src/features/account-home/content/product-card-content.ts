import { pricingPlanOf, productCatalogue, trialDaysLeft, type Product } from '@wtm/contract/data';

/** The lines under a product's button on Account Home: what it is, its plan, its trial. */
export function productDetails(product: Product, now: number): { description: string; plan?: string } {
  const description = productCatalogue[product.productCode].description;
  const plan = product.plan === undefined ? undefined : pricingPlanOf(product.productCode, product.plan)?.name;
  if (plan === undefined) return { description };
  if (product.trialEndsAt === undefined) return { description, plan: `${plan} plan` };
  const days = trialDaysLeft(Date.parse(product.trialEndsAt), now);
  const trial = days === 0 ? 'free trial ended' : days === 1 ? '1 day left in your free trial' : `${days} days left in your free trial`;
  return { description, plan: `${plan} plan · ${trial}` };
}
