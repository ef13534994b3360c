import { currencyOrder } from '@wtm/ui/sections';
import type { ClientPage, PublicPage, SoftwareApplicationData } from '@wtm/shell-contract';
import { releasedPreviewPath } from '@wtm/shell-contract/section-content';
import type { PageMetaContent } from './components/crm-page.tsx';
import { crmProductName, crmSiteName } from './content/section-content.ts';
import { landingContent } from './features/landing/content/landing-content.ts';
import { comparisonContent } from './features/plans/content/comparison-content.ts';
import { crmEntries } from './content/content-seed.ts';
import { releasedPlans } from './features/plans/content/released-plans.ts';
import { productFeaturesContent } from './features/product-features/content/product-features.ts';
import { resourcesContent } from './features/resources/content/resources-content.ts';
import { formatPrice } from './features/plans/utils/plan-rules.ts';
// Drawn by the build from content/preview-images.ts (packages/og-image).
import previewImage from './generated/crm-preview.png';

const preview = {
  image: previewImage,
  imageAlt: `${crmProductName}: cloud sales CRM for leads, opportunities, forecasts and workflow automation`,
};

/**
 * The preview picture of a page whose head is a content entry: drawn from the released
 * title and description (a new title, a new picture), else the build's picture.
 */
function contentPreview(entry: 'pricing-meta') {
  const image = releasedPreviewPath('crm', entry);
  if (image === undefined) return preview;
  const { title, description } = crmEntries()[entry];
  return { image, imageAlt: `${crmProductName}: ${title}. ${description}` };
}

/** Title and description as CrmPage's PageMeta sets them ("Pricing | WTM Salesgrow CRM"). */
const head = ({ title, description }: PageMetaContent) => ({ title: `${title} | ${crmSiteName}`, description });

/** The product and every plan's price in each currency, from the released plans content (JSON-LD). */
const crmApplication = (): SoftwareApplicationData => ({
  kind: 'SoftwareApplication',
  name: crmProductName,
  applicationCategory: 'BusinessApplication',
  operatingSystem: 'Web',
  offers: releasedPlans().flatMap((plan) =>
    currencyOrder.map((code) => ({
      name: plan.name,
      price: String(plan.prices[code]),
      priceCurrency: code,
      description: `${formatPrice(plan.prices[code], code)} ${plan.priceUnit}`,
    })),
  ),
});

/**
 * The CRM pages and their head data, for the shell to prerender (the `publicPages` of
 * `./routes`, packages/shell-contract/README.md). Titles and descriptions are the ones
 * each page's PageMeta sets. Read as the module loads: the prerender provides the released
 * content before it loads the section (docs/decisions/0044).
 */
export const publicPages: PublicPage[] = [
  { path: '/crm', ...head(landingContent.meta), ...preview },
  { path: '/crm/pricing', ...head(crmEntries()['pricing-meta']), ...contentPreview('pricing-meta'), structuredData: crmApplication() },
  { path: '/crm/features', ...head(productFeaturesContent.meta), ...preview },
  { path: '/crm/help', ...head(resourcesContent.meta), ...preview },
  { path: '/crm/comparison', ...head(comparisonContent.meta), ...preview },
];

/**
 * Every CRM page is prerendered: none is rendered in the browser only. Saying so (the
 * `clientPages` of `./routes`, docs/decisions/0032) lets the site send any other path
 * under /crm home with a redirect, instead of leaving it to the browser's router.
 */
export const clientPages: ClientPage[] = [];
