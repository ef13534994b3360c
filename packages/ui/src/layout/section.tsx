import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './container.tsx';
import { Heading, type HeadingLevel } from './heading.tsx';

/** Props of {@link Section}. */
export interface SectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** Visible heading; it also names the section landmark for screen readers. */
  heading?: ReactNode;
  /** Default 2: sections sit under the page's single `<h1>`. */
  headingLevel?: HeadingLevel;
  /** `muted` gives the band the alternate surface colour to separate it from its neighbours. */
  tone?: 'default' | 'muted';
  /** `narrow` for forms and reading text. */
  width?: 'default' | 'narrow';
}

const Band = styled.section<{ $tone: 'default' | 'muted' }>`
  padding-block: ${({ theme }) => theme.space.xl};
  background: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.surface : 'transparent')};

  ${({ theme }) => theme.media.laptop} {
    padding-block: ${({ theme }) => theme.space.xxl};
  }
`;

/** A full-width page band with centred content and an optional heading. */
export function Section({ heading, headingLevel = 2, tone = 'default', width, children, ...rest }: SectionProps) {
  const headingId = useId();
  return (
    <Band $tone={tone} aria-labelledby={heading ? headingId : undefined} {...rest}>
      <Container width={width}>
        {heading ? (
          <Heading level={headingLevel} id={headingId}>
            {heading}
          </Heading>
        ) : null}
        {children}
      </Container>
    </Band>
  );
}
