import { registerPathFor } from '@wtm/contract/data';

/** The four CRM plans, cheapest first. */
export type PlanId = 'free' | 'standard' | 'professional' | 'enterprise';

/** Currencies the pricing page can show. */
export type CurrencyCode = 'INR' | 'USD';

export interface Plan {
  id: PlanId;
  name: string;
  /** One line under the plan name. */
  summary: string;
  /** Monthly price per user in whole units of each currency. */
  prices: Record<CurrencyCode, number>;
  /** Shown under the price, e.g. "per user / month". */
  priceUnit: string;
  /** Who may use it: a user limit or the contract terms. */
  users: string;
  mostPopular?: boolean;
  /** The card says "Everything in <that plan>, plus:" and lists only what this plan adds. */
  buildsOn?: PlanId;
  signUp: { label: string; to: string };
}

export interface PlanFeature {
  id: string;
  label: string;
  /** The cheapest plan that includes the feature; every dearer plan includes it too. */
  from: PlanId;
}

/** Cheapest to dearest: the order of pricing cards and comparison columns. */
export const planOrder: PlanId[] = ['free', 'standard', 'professional', 'enterprise'];

/** A plan's button: registration that remembers the product and plan; the ids are the contract's `pricingPlans`. */
const signUp = (plan: PlanId) => ({ label: 'Start Free Trial', to: registerPathFor('CRM', plan) });

/**
 * USD prices are the spec's. INR prices are not in the spec: they are proposals
 * the vendor must confirm (see the README).
 */
export const plans: Plan[] = [
  {
    id: 'free',
    name: 'Free Account',
    summary: 'Basic sales and marketing for a small team.',
    prices: { INR: 0, USD: 0 },
    priceUnit: 'per user / month',
    users: 'Up to 10 users',
    signUp: { label: 'Sign Up Free', to: registerPathFor('CRM', 'free') },
  },
  {
    id: 'standard',
    name: 'Standard',
    summary: 'Sales forecasts and role-based security for a growing sales team.',
    prices: { INR: 799, USD: 10 },
    priceUnit: 'per user / month',
    users: 'Billed per user, annual contract',
    signUp: signUp('standard'),
  },
  {
    id: 'professional',
    name: 'Professional',
    summary: 'Campaigns, workflows and web forms that bring leads in and follow them up.',
    prices: { INR: 1199, USD: 15 },
    priceUnit: 'per user / month',
    users: 'Billed per user, annual contract',
    mostPopular: true,
    buildsOn: 'standard',
    signUp: signUp('professional'),
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    summary: 'Territories, custom modules and analytics for organisations that sell at scale.',
    prices: { INR: 1999, USD: 25 },
    priceUnit: 'per user / month',
    users: 'Billed per user, annual contract',
    buildsOn: 'professional',
    signUp: signUp('enterprise'),
  },
];

/** Every plan feature, tagged with the plan that introduces it. */
export const planFeatures: PlanFeature[] = [
  { id: 'lead-management', label: 'Lead management', from: 'free' },
  { id: 'accounts-contacts', label: 'Accounts and contacts', from: 'free' },
  { id: 'activities', label: 'Tasks, events and call log', from: 'free' },
  { id: 'opportunities', label: 'Opportunities', from: 'free' },
  { id: 'views', label: 'Views', from: 'free' },
  { id: 'standard-reports', label: 'Over 25 standard reports', from: 'free' },
  { id: 'document-attachment', label: 'Document attachment', from: 'free' },
  { id: 'profile-permission', label: 'Profile permission', from: 'free' },
  { id: 'role-based-security', label: 'Role-based security', from: 'standard' },
  { id: 'sales-forecasting', label: 'Sales forecasting', from: 'standard' },
  { id: 'campaigns', label: 'Campaigns', from: 'professional' },
  { id: 'inventory', label: 'Inventory', from: 'professional' },
  { id: 'custom-reports-dashboards', label: 'Customizable reports and dashboards', from: 'professional' },
  { id: 'mass-email', label: 'Mass email', from: 'professional' },
  { id: 'custom-fields', label: 'Custom fields', from: 'professional' },
  { id: 'group-permission', label: 'Group permission', from: 'professional' },
  { id: 'workflow-rule', label: 'Workflow rule', from: 'professional' },
  { id: 'workflow-alert-task', label: 'Workflow alert and task', from: 'professional' },
  { id: 'web-to-lead-contact', label: 'Web-to-lead and web-to-contact forms', from: 'professional' },
  { id: 'territory-management', label: 'Territory management', from: 'enterprise' },
  { id: 'territory-forecasting', label: 'Forecasting by territory', from: 'enterprise' },
  { id: 'custom-module', label: 'Custom module', from: 'enterprise' },
  { id: 'webhooks', label: 'Webhooks', from: 'enterprise' },
  { id: 'time-based-action', label: 'Time-based action', from: 'enterprise' },
  { id: 'workflow-field-update', label: 'Workflow field update', from: 'enterprise' },
  { id: 'enterprise-analytics', label: 'Enterprise analytics', from: 'enterprise' },
  { id: 'web-to-case', label: 'Web-to-case form', from: 'enterprise' },
  { id: 'notify-owner', label: 'Notify owner', from: 'enterprise' },
  { id: 'web-to-custom', label: 'Web-to-custom form', from: 'enterprise' },
  { id: 'unlimited-customization', label: 'Unlimited customization', from: 'enterprise' },
];
