import { pictureSources } from '@wtm/contract/content-pictures';
import { FeatureList, Grid, Illustration, InfoBox, Section, TestimonialSection } from '@wtm/ui';
import { renderInitials } from '@wtm/ui/sections';
import dashboardUrl from '../../../assets/books-dashboard.svg';
import invoiceUrl from '../../../assets/books-gst-invoice.svg';
import { AllFeatures } from '../../../components/all-features.tsx';
import { BannerCarousel } from '../../../components/banner-carousel.tsx';
import { BooksPage } from '../../../components/books-page.tsx';
import { CallToAction } from '../../../components/call-to-action.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { booksEntries } from '../../../content/content-seed.ts';
import { testimonialsCarouselLabel } from '../../../content/testimonials-content.ts';
import { featuresBox, landingCarouselLabel, landingHero, landingImages, landingMeta, landingSlides, testimonialsHeading } from '../content/landing-content.ts';
import { AboutSection } from './about-section.tsx';

// The hero's picture column: hidden on phones, about half the page from tablets, at most
// its share of the 1200 px container (theme.layout) on wide screens.
const HERO_PICTURE_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 47vw, 100vw';

/** The Books landing page (/books), in the order the product specification gives. */
export function LandingPage() {
  const hero = booksEntries()['home-hero'];
  return (
    <BooksPage meta={landingMeta}>
      <PageIntro
        heading={hero.headline}
        tagline={hero.text}
        links={landingHero.links}
        image={hero.picture === undefined ? { src: dashboardUrl, width: 560, height: 400, alt: landingImages.dashboard } : { ...pictureSources(hero.picture), sizes: HERO_PICTURE_SIZES }}
      />
      <BannerCarousel label={landingCarouselLabel} slides={landingSlides} />
      <AboutSection />
      <Section tone="muted">
        <CallToAction content={booksEntries()['free-trial']} headingLevel={2} />
      </Section>
      <TestimonialSection heading={testimonialsHeading} carouselLabel={testimonialsCarouselLabel} testimonials={booksEntries().testimonials.testimonials} renderAvatar={renderInitials} />
      <Section>
        <Grid columns={{ phone: 1, laptop: 2 }} gap="xl">
          <InfoBox heading={featuresBox.heading} headingLevel={2} tone="highlight" action={featuresBox.link}>
            <p>{featuresBox.text}</p>
            <FeatureList items={featuresBox.highlights} label={featuresBox.highlightsLabel} />
          </InfoBox>
          <Illustration src={invoiceUrl} width={480} height={360} alt={landingImages.invoice} />
        </Grid>
      </Section>
      <AllFeatures />
    </BooksPage>
  );
}
