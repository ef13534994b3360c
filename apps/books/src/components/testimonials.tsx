import styled from 'styled-components';
import { Carousel, Section, Testimonial } from '@wtm/ui';
import { testimonials, testimonialsCarouselLabel } from '../content/testimonials-content.ts';

// Quotes read best at a moderate line length, aligned with the section heading.
const Frame = styled.div`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
`;

/**
 * The three customer testimonials as a carousel (spec §9: three slides on the
 * accounting pages). It does not rotate by itself: quotes are read at the reader's pace.
 */
export function Testimonials({ heading }: { heading: string }) {
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
    <Section heading={heading}>
      <Frame>
        <Carousel label={testimonialsCarouselLabel} slides={slides} autoRotate={false} />
      </Frame>
    </Section>
  );
}
