import styled from 'styled-components';
import { ActionLink, Carousel, Container, Heading } from '@wtm/ui';
import { landingContent } from '../content/landing-content.ts';

const SlideBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};

  ${({ theme }) => theme.media.laptop} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xxxl}`};
  }

  h2 {
    /* Room for the carousel's pause button, drawn in the top right corner. */
    padding-right: ${({ theme }) => theme.space.xxl};
    font-size: ${({ theme }) => theme.fontSizes.xl};

    ${({ theme }) => theme.media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }

  h2,
  p {
    margin: 0;
    max-width: ${({ theme }) => theme.layout.narrowWidth};
  }

  p {
    color: ${({ theme }) => theme.colors.text};

    ${({ theme }) => theme.media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }
`;

/** The three-slide banner of the CRM home page. */
export function HighlightsCarousel() {
  const slides = landingContent.slides.map((slide) => ({
    label: slide.heading,
    content: (
      <SlideBody>
        <Heading level={2}>{slide.heading}</Heading>
        <p>{slide.text}</p>
        <ActionLink target={slide.action} />
      </SlideBody>
    ),
  }));
  return (
    <Container>
      <Carousel label={landingContent.carouselLabel} slides={slides} />
    </Container>
  );
}
