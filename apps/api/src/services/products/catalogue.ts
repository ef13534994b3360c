import {
  isPlanCode,
  isProductCode,
  planBelongsToProduct,
  planCodes,
  productCatalogue,
  productCodes,
  type PlanCode,
  type Product,
  type ProductCode,
} from '@wtm/contract';

/**
 * The server's product catalogue: the contract's codes, plans and names
 * (`productCatalogue` of @wtm/contract, the one place they are written) joined with
 * where each product lives. A product's base URL is configuration only
 * (PRODUCT_URL_<CODE>), never taken from a request; unset, it is this site's own landing
 * page `${PUBLIC_URL}/products/<slug>/open`.
 */
export interface ServerProduct {
  code: ProductCode;
  name: string;
  planCode: PlanCode;
  /** Lower-case code: the landing page path segment and the workspace suffix. */
  slug: string;
  /** Where the customer is sent (before `?handoff=`). */
  baseUrl: string;
  /** True when baseUrl is this site's landing page (no PRODUCT_URL_<CODE>). */
  landingPage: boolean;
}

export interface ProductsCatalogue {
  /** Every product, in the contract's order (the order of the lists). */
  all: readonly ServerProduct[];
  get(code: ProductCode): ServerProduct;
  /** The product whose landing page path segment is `slug` (case-insensitive). */
  bySlug(slug: string): ServerProduct | undefined;
}

export interface CatalogueSettings {
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
  urls?: Partial<Record<ProductCode, string>>;
}

export const landingPagePath = (slug: string) => `/products/${slug}/open`;

export function createProductsCatalogue({ publicUrl, urls = {} }: CatalogueSettings): ProductsCatalogue {
  const all = productCodes.map((code): ServerProduct => {
    const entry = productCatalogue[code];
    const slug = code.toLowerCase();
    const configured = urls[code];
    return {
      code,
      name: entry.name,
      planCode: entry.planCode,
      slug,
      baseUrl: configured ?? `${publicUrl}${landingPagePath(slug)}`,
      landingPage: configured === undefined,
    };
  });
  const byCode = new Map(all.map((product) => [product.code, product]));
  return {
    all,
    get: (code) => byCode.get(code)!,
    bySlug: (slug) => all.find((product) => product.slug === slug.toLowerCase()),
  };
}

/** The wire form of a product in the account lists. */
export const toWireProduct = (product: ServerProduct): Product => ({ productCode: product.code, productName: product.name });

/** Messages of the 400 answers for codes: a wrong code is refused with a message, never ignored. */
export const catalogueMessages = {
  unknownProduct: `Unknown product code. Use one of ${productCodes.join(', ')}.`,
  unknownPlan: `Unknown plan code. Use one of ${planCodes.join(', ')}.`,
  planMismatch: (plan: PlanCode, product: ServerProduct) =>
    `Plan ${plan} does not belong to ${product.name} (${product.code}); its plan is ${product.planCode}.`,
  parentMismatch: (product: ServerProduct) => `parentProductCode must be the product's own code (${product.code}): each product is its own parent.`,
} as const;

export type CodeCheck<T> = { ok: true; value: T } | { ok: false; message: string };

export function checkProductCode(value: string): CodeCheck<ProductCode> {
  return isProductCode(value) ? { ok: true, value } : { ok: false, message: catalogueMessages.unknownProduct };
}

/** A known plan of the given product: unknown plans and other products' plans are refused. */
export function checkPlanCode(value: string, product: ServerProduct): CodeCheck<PlanCode> {
  if (!isPlanCode(value)) return { ok: false, message: catalogueMessages.unknownPlan };
  if (!planBelongsToProduct(value, product.code)) return { ok: false, message: catalogueMessages.planMismatch(value, product) };
  return { ok: true, value };
}
