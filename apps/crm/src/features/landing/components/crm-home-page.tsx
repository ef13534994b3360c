import { TestimonialSection } from '@wtm/ui';
import { renderInitials } from '@wtm/ui/sections';
import pipelineUrl from '../../../assets/crm-pipeline.svg';
import { CrmPage } from '../../../components/crm-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { crmEntries } from '../../../content/content-seed.ts';
import { landingContent } from '../content/landing-content.ts';
import { AboutSection } from './about-section.tsx';
import { AllFeaturesSection } from './all-features-section.tsx';
import { GetStartedSection } from './get-started-section.tsx';
import { HighlightsCarousel } from './highlights-carousel.tsx';
import { ServiceCrmSection } from './service-crm-section.tsx';

/** The CRM home page (/crm). */
export function CrmHomePage() {
  return (
    <CrmPage meta={landingContent.meta}>
      <PageHeader
        heading={landingContent.heading}
        intro={landingContent.tagline}
        links={landingContent.heroLinks}
        image={{ src: pipelineUrl, width: 560, height: 400, alt: landingContent.heroImageAlt }}
      />
      <HighlightsCarousel />
      <AboutSection />
      <ServiceCrmSection />
      <TestimonialSection
        heading={landingContent.testimonialsHeading}
        carouselLabel={landingContent.testimonialsCarouselLabel}
        testimonials={crmEntries().testimonials.testimonials}
        renderAvatar={renderInitials}
        tone="muted"
      />
      <GetStartedSection />
      <AllFeaturesSection />
    </CrmPage>
  );
}
