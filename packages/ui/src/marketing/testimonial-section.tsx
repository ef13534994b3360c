import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Section, type SectionProps } from '../layout/section.tsx';
import { Carousel } from './carousel.tsx';
import { Testimonial } from './testimonial.tsx';

/** One customer's words, as the apps' content files hold them. */
export interface TestimonialQuote {
  quote: string;
  /** Who said it, e.g. "Priya Raghavan". */
  name: string;
  role?: string;
  company: string;
  city?: string;
}

/** Props of {@link TestimonialSection}. */
export interface TestimonialSectionProps {
  /** Visible heading that also names the section, e.g. "What our customers say". */
  heading: string;
  /** Accessible name of the carousel, e.g. "Customer testimonials". */
  carouselLabel: string;
  testimonials: readonly TestimonialQuote[];
  /** Band colour, to alternate with the page's neighbouring sections. Default `default`. */
  tone?: SectionProps['tone'];
  /** Draws each person's avatar, e.g. `(name) => <InitialsAvatar name={name} />` (`@wtm/ui/sections`). */
  renderAvatar?: (name: string) => ReactNode;
}

// Quotes read best at a moderate line length, aligned with the section heading.
const Frame = styled.div`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
`;

/**
 * A page section of customer quotes, one slide each. It does not rotate by itself:
 * quotes are read at the reader's pace. A slide is named after the person and company.
 */
export function TestimonialSection({ heading, carouselLabel, testimonials, tone = 'default', renderAvatar }: TestimonialSectionProps) {
  const slides = testimonials.map(({ quote, name, role, company, city }) => ({
    label: `${name}, ${company}`,
    content: (
      <Testimonial quote={quote} person={name} role={role} company={city ? `${company}, ${city}` : company} avatar={renderAvatar?.(name)} />
    ),
  }));
  return (
    <Section heading={heading} tone={tone}>
      <Frame>
        <Carousel label={carouselLabel} slides={slides} autoRotate={false} />
      </Frame>
    </Section>
  );
}
