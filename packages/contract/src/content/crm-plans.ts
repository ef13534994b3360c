// The CRM pricing page's plans as content: names, prices per currency, the features
// each plan brings, and the one trial length every text of the page says.
import { array, boolean, number, object, string, type InferType } from 'yup';
import { pricingPlans } from '../trial.ts';
import { contentText, wholeAmount } from './content-fields.ts';

/** Currencies a plan is priced in; each plan has a price in every one. */
export const contentCurrencies = ['INR', 'USD'] as const;
export type ContentCurrency = (typeof contentCurrencies)[number];

/** The CRM plan ids, cheapest first (the registration link carries them: the contract's pricingPlans). */
export const crmPlanIds = pricingPlans.CRM.map((plan) => plan.id) as readonly string[];

const planId = (label: string) =>
  string().strict().typeError(`${label} must be text`).oneOf([...crmPlanIds], `${label} must be one of ${crmPlanIds.join(', ')}`).label(label);

const pricesSchema = object(Object.fromEntries(contentCurrencies.map((code) => [code, wholeAmount(`Price in ${code}`)])) as Record<ContentCurrency, ReturnType<typeof wholeAmount>>)
  .required('Prices are required')
  .label('Prices');

export const crmPlanSchema = object({
  id: planId('Plan id').required('Plan id is required'),
  name: contentText('Plan name', 40),
  summary: contentText('Plan summary', 200),
  prices: pricesSchema,
  priceUnit: contentText('Price unit', 40),
  users: contentText('Users', 80),
  mostPopular: boolean().strict().typeError('Most popular must be true or false').optional().label('Most popular'),
  /** The card lists only what this plan adds to the one it builds on. */
  buildsOn: planId('Builds on').optional(),
}).label('Plan');

export const crmPlanFeatureSchema = object({
  id: string().strict().typeError('Feature id must be text').required('Feature id is required').matches(/^[a-z0-9-]{1,60}$/, 'Feature id must be lower-case letters, digits and dashes').label('Feature id'),
  label: contentText('Feature', 80),
  /** The cheapest plan that includes it; every dearer plan includes it too. */
  from: planId('Feature plan').required('Feature plan is required'),
}).label('Feature');

/** The `plans` entry of the crm section. */
export const crmPlansSchema = object({
  plans: array(crmPlanSchema)
    .required('Plans are required')
    .length(crmPlanIds.length, `There are ${crmPlanIds.length} plans`)
    .test('every-plan', `Plans must be ${crmPlanIds.join(', ')}, in that order`, (plans) => plans === undefined || plans.every((plan, index) => plan?.id === crmPlanIds[index]))
    .label('Plans'),
  features: array(crmPlanFeatureSchema).required('Features are required').min(1, 'At least one feature').max(60, 'At most 60 features').label('Features'),
  /** Days of the free trial: one value, said by every text of the page. */
  trialDays: number().strict().typeError('Trial length must be a number').required('Trial length is required').integer('Trial length must be whole days').min(1, 'Trial length must be at least 1 day').max(90, 'Trial length must be at most 90 days').label('Trial length in days'),
});

export type CrmPlansContent = InferType<typeof crmPlansSchema>;
export type CrmPlanContent = InferType<typeof crmPlanSchema>;
