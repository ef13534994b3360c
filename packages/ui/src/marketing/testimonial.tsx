import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card.ts';

/** Props of {@link Testimonial}. */
export interface TestimonialProps {
  quote: string;
  /** Who said it, e.g. "Priya Sharma". */
  person: string;
  /** Their job title, e.g. "Finance Lead". */
  role?: string;
  company?: string;
  /** Drawn before the name, e.g. an `InitialsAvatar` of `@wtm/ui/sections`. */
  avatar?: ReactNode;
  className?: string;
}

// A <figure> card: without this the browser's default 40px side margins squeeze it on phones.
const Figure = styled(Card)`
  margin: 0;
`;

const Quote = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  p {
    margin: 0;
  }

  p::before {
    content: '“';
  }

  p::after {
    content: '”';
  }
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * A customer quote with who said it (`<figure>` + `<blockquote>` + `<figcaption>`) and
 * an avatar when given (the product sections give their initials: no photos of customers).
 */
export function Testimonial({ quote, person, role, company, avatar, className }: TestimonialProps) {
  const about = [role, company].filter(Boolean).join(', ');
  return (
    <Figure as="figure" className={className}>
      <Quote>
        <p>{quote}</p>
      </Quote>
      <Caption>
        {avatar}
        <span>
          <strong>{person}</strong>
          {about ? <span>{about}</span> : null}
        </span>
      </Caption>
    </Figure>
  );
}
