import { Grid, Section, TestimonialSection } from '@wtm/ui';
import { renderInitials } from '@wtm/ui/sections';
import { AllFeatures } from '../../../components/all-features.tsx';
import { BannerCarousel } from '../../../components/banner-carousel.tsx';
import { BooksPage } from '../../../components/books-page.tsx';
import { BooksSectionNav } from '../../../components/books-section-nav.tsx';
import { CallToAction } from '../../../components/call-to-action.tsx';
import { booksEntries } from '../../../content/content-seed.ts';
import { testimonialsCarouselLabel } from '../../../content/testimonials-content.ts';
import { gstBannerLabel, gstCards, gstCardsHeading, gstFreeTrialBox, gstMeta, gstSlides, gstTestimonialsHeading, gstTopBarTitle } from '../content/gst-content.ts';
import { GstPlanSection } from './gst-plan-section.tsx';

/** Accounting & GST Solution (/books/gst-solutions), in the order the product specification gives. */
export function GstSolutionsPage() {
  return (
    <BooksPage meta={gstMeta} navigation={<BooksSectionNav title={gstTopBarTitle} />}>
      <BannerCarousel label={gstBannerLabel} slides={gstSlides} />
      <GstPlanSection />
      <Section tone="muted">
        <CallToAction content={gstFreeTrialBox} headingLevel={2} />
      </Section>
      <TestimonialSection heading={gstTestimonialsHeading} carouselLabel={testimonialsCarouselLabel} testimonials={booksEntries().testimonials.testimonials} renderAvatar={renderInitials} />
      <Section heading={gstCardsHeading}>
        <Grid as="ul" columns={{ phone: 1, laptop: 3 }} gap="lg">
          {gstCards.map((card) => (
            <li key={card.heading}>
              <CallToAction content={card} />
            </li>
          ))}
        </Grid>
      </Section>
      <AllFeatures />
    </BooksPage>
  );
}
