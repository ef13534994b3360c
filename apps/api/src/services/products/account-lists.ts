import { defaultTrialPlan, pricingPlanOf, trialLengthDays, type MyProductResponse, type Product, type ProductCode } from '@wtm/contract';
import type { AccountProducts } from '../../repositories/product-assignments.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { trialChoiceOf } from '../accounts/trial-choice.ts';
import { toWireProduct, type ProductsCatalogue } from './catalogue.ts';

const DAY = 86_400_000;

/**
 * The answer of myProduct for one account (the two lists of products, with plans and trials beside them): a
 * product in use carries its plan and the end of its trial; `trialChoice` is the product
 * chosen before registering while it has never been started (a failed start counts as
 * started: Account Home does not retry it by itself).
 */
export function accountLists(catalogue: ProductsCatalogue, account: AccountProducts): MyProductResponse {
  const byCode = new Map(account.assignments.map((row) => [row.product_code, row]));
  const inUse = (code: string) => byCode.get(code)?.state === 'active';
  const used = (code: ProductCode): Product => {
    const row = byCode.get(code)!;
    return {
      ...toWireProduct(catalogue.get(code)),
      ...(row.pricing_plan === null ? {} : { plan: row.pricing_plan }),
      ...(row.trial_ends_at === null ? {} : { trialEndsAt: new Date(row.trial_ends_at).toISOString() }),
    };
  };
  const choice = trialChoiceOf(account);
  return {
    productList: catalogue.all.filter((product) => inUse(product.code)).map((product) => used(product.code)),
    notUsedProductList: catalogue.all.filter((product) => !inUse(product.code)).map(toWireProduct),
    emailVerified: account.email_verified_at !== null,
    ...(choice === undefined || byCode.has(choice.productCode) ? {} : { trialChoice: choice }),
  };
}

/**
 * The plan and trial end of a product started now: the plan chosen before registering
 * when this is that product, else the product's default trial plan; a free plan has no end.
 */
export function trialOfNewAssignment(client: Pick<UserRow, 'trial_product' | 'trial_plan'>, code: ProductCode, now: number) {
  const choice = trialChoiceOf(client);
  const plan = pricingPlanOf(code, choice?.productCode === code ? choice.plan : defaultTrialPlan) ?? { id: defaultTrialPlan };
  return { pricing_plan: plan.id, trial_ends_at: 'free' in plan && plan.free === true ? null : now + trialLengthDays * DAY };
}
