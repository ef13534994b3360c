// The Books section's content as this build bundles it: the seed of the store's first
// content version (the build writes it to dist/content-seed.json), and what the pages
// render where no content was released. Once released, the store's content is the truth
// (docs/decisions/0044).
import type { SectionContentDocument } from '@wtm/contract/content';
import { sectionEntries } from '@wtm/shell-contract/section-content';
import { landingHero } from '../features/landing/content/landing-content.ts';
import { freeTrialBox } from './free-trial-content.ts';
import { testimonials } from './testimonials-content.ts';

export const contentSeed: SectionContentDocument<'books'> = {
  section: 'books',
  entries: {
    'home-hero': { headline: landingHero.heading, text: landingHero.tagline },
    testimonials: { testimonials: testimonials.map((testimonial) => ({ ...testimonial })) },
    'free-trial': { heading: freeTrialBox.heading, text: freeTrialBox.text, action: { ...freeTrialBox.action } },
  },
};

/** The Books section's released entries (the build's seed where none were released). */
export const booksEntries = () => sectionEntries('books', contentSeed.entries);
