// The CRM section's content as this build bundles it: the seed of the store's first
// content version (the build writes it to dist/content-seed.json), and what the pages
// render where no content was released (a standalone page, a test). Once released, the
// store's content is the truth (docs/decisions/0044).
import { trialLengthDays } from '@wtm/contract/data';
import type { SectionContentDocument, SectionEntries } from '@wtm/contract/content';
import { sectionEntries } from '@wtm/shell-contract/section-content';
import { testimonials } from '../features/landing/content/testimonials.ts';
import { planFeatures, plans } from '../features/plans/content/plans.ts';
import { pricingContent } from '../features/plans/content/pricing-content.ts';

export const contentSeed: SectionContentDocument<'crm'> = {
  section: 'crm',
  entries: {
    plans: {
      plans: plans.map(({ id, name, summary, prices, priceUnit, users, mostPopular, buildsOn }) => ({
        id,
        name,
        summary,
        prices: { ...prices },
        priceUnit,
        users,
        ...(mostPopular === undefined ? {} : { mostPopular }),
        ...(buildsOn === undefined ? {} : { buildsOn }),
      })),
      features: planFeatures.map(({ id, label, from }) => ({ id, label, from })),
      trialDays: trialLengthDays,
    },
    'pricing-meta': { ...pricingContent.meta },
    testimonials: { testimonials: testimonials.map(({ quote, name, role, company, city }) => ({ quote, name, role, company, city })) },
  },
};

/** The CRM section's released entries (the build's seed where none were released). */
export const crmEntries = (): SectionEntries['crm'] => sectionEntries('crm', contentSeed.entries);
