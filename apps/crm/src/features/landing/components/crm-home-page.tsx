import { TestimonialSection } from '@wtm/ui';
import { CrmPage } from '../../../components/crm-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { landingContent } from '../content/landing-content.ts';
import { testimonials } from '../content/testimonials.ts';
import { AboutSection } from './about-section.tsx';
import { AllFeaturesSection } from './all-features-section.tsx';
import { GetStartedSection } from './get-started-section.tsx';
import { HighlightsCarousel } from './highlights-carousel.tsx';

/** The CRM home page (/crm). */
export function CrmHomePage() {
  return (
    <CrmPage meta={landingContent.meta}>
      <PageHeader heading={landingContent.heading} intro={landingContent.tagline} />
      <HighlightsCarousel />
      <AboutSection />
      <TestimonialSection
        heading={landingContent.testimonialsHeading}
        carouselLabel={landingContent.testimonialsCarouselLabel}
        testimonials={testimonials}
        tone="muted"
      />
      <GetStartedSection />
      <AllFeaturesSection />
    </CrmPage>
  );
}
