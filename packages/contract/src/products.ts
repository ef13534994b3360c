// The product catalogue as data: one place for codes, plans and names, so the
// API, the account screens and the enquiry form never spell them twice.

/** Product codes. */
export const productCodes = ['ACCOUNT', 'CRM', 'SERVICE'] as const;
export type ProductCode = (typeof productCodes)[number];

/** Plan codes, each belonging to exactly one product. */
export const planCodes = ['SAEN', 'SCEN', 'SSEN'] as const;
export type PlanCode = (typeof planCodes)[number];

/** The `enquiryFor` values of the sales enquiry, exactly as the product specification spells them. */
export const enquiryProducts = ['WTM Account Books and Inventory', 'WTM Salesgrow CRM', 'WTM Service CRM'] as const;
export type EnquiryProduct = (typeof enquiryProducts)[number];

/** One entry of the catalogue. */
export interface CatalogueEntry {
  code: ProductCode;
  /** Display name; the same words as the product's sales-enquiry choice. */
  name: EnquiryProduct;
  /** The plan that starts this product (confirmAssignProduct's planCode). */
  planCode: PlanCode;
  /** One sentence for the product's card on Account Home. */
  description: string;
}

/** Every product with its display name and plan, keyed by product code. */
export const productCatalogue: Readonly<Record<ProductCode, CatalogueEntry>> = {
  ACCOUNT: {
    code: 'ACCOUNT',
    name: 'WTM Account Books and Inventory',
    planCode: 'SAEN',
    description: 'GST-ready double-entry accounting with inventory, shop, warehouse and supply chain, in the cloud and on the Windows desktop.',
  },
  CRM: {
    code: 'CRM',
    name: 'WTM Salesgrow CRM',
    planCode: 'SCEN',
    description: 'Leads, opportunities and forecasts for your sales team, with campaigns, workflows and web-to-lead forms.',
  },
  SERVICE: {
    code: 'SERVICE',
    name: 'WTM Service CRM',
    planCode: 'SSEN',
    description: 'Ticket management for support teams: log, assign and resolve tickets with the whole customer history at hand.',
  },
};

/** Type guard for a product code coming from outside (query string, stored data). */
export function isProductCode(value: unknown): value is ProductCode {
  return typeof value === 'string' && (productCodes as readonly string[]).includes(value);
}

/** Type guard for a plan code coming from outside. */
export function isPlanCode(value: unknown): value is PlanCode {
  return typeof value === 'string' && (planCodes as readonly string[]).includes(value);
}

/** True when `planCode` is the plan of `productCode` (SAEN → ACCOUNT, SCEN → CRM, SSEN → SERVICE). */
export function planBelongsToProduct(planCode: PlanCode, productCode: ProductCode): boolean {
  return productCatalogue[productCode].planCode === planCode;
}
