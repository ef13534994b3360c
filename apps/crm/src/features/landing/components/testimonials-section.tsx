import styled from 'styled-components';
import { Carousel, Section, Testimonial } from '@wtm/ui';
import { landingContent } from '../content/landing-content.ts';
import { testimonials } from '../content/testimonials.ts';

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin-inline: auto;
`;

/** Five customer quotes as a carousel the visitor moves through (spec §9). */
export function TestimonialsSection() {
  const slides = testimonials.map((testimonial) => ({
    label: `${testimonial.name}, ${testimonial.company}`,
    content: (
      <Testimonial
        quote={testimonial.quote}
        person={testimonial.name}
        role={testimonial.role}
        company={`${testimonial.company}, ${testimonial.city}`}
      />
    ),
  }));
  return (
    <Section heading={landingContent.testimonialsHeading} tone="muted">
      <Narrow>
        <Carousel label={landingContent.testimonialsCarouselLabel} slides={slides} autoRotate={false} />
      </Narrow>
    </Section>
  );
}
