import styled from 'styled-components';
import { SectionNav } from '../section/section-nav.tsx';
import { landingContent } from './landing-content.ts';

const Hero = styled.header`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: ${({ theme }) => theme.layout.narrowWidth};
  }
`;

/** The Books landing page (/books). */
export function BooksHomePage() {
  const { meta, heading, tagline, about } = landingContent;
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <SectionNav />
      <Hero>
        <h1>{heading}</h1>
        <p>{tagline}</p>
        {about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Hero>
    </>
  );
}
