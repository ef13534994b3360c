import styled from 'styled-components';
import { ButtonLink, Carousel, Container } from '@wtm/ui';
import type { SlideContent } from '../content/content-types.ts';

const Band = styled.div`
  padding-block: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const SlideBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  /* Room for the Pause button drawn in the top corner. */
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xxxl} ${theme.space.lg} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  p {
    margin: 0;
    max-width: ${({ theme }) => theme.layout.narrowWidth};
  }
`;

// A slide's title is a paragraph, not a heading: slides sit in the page outline before
// the page's <h1> and only one of them is visible at a time.
const SlideTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/** A banner of slides (title, text, one link) in the accessible carousel of @wtm/ui. */
export function BannerCarousel({ label, slides }: { label: string; slides: SlideContent[] }) {
  const carouselSlides = slides.map((slide) => ({
    label: slide.title,
    content: (
      <SlideBody>
        <SlideTitle>{slide.title}</SlideTitle>
        <p>{slide.text}</p>
        {slide.link ? (
          <ButtonLink to={slide.link.to} variant="secondary">
            {slide.link.label}
          </ButtonLink>
        ) : null}
      </SlideBody>
    ),
  }));
  return (
    <Band>
      <Container>
        <Carousel label={label} slides={carouselSlides} />
      </Container>
    </Band>
  );
}
