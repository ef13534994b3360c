import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

/** Props of {@link Container}. */
export interface ContainerProps extends ComponentPropsWithoutRef<'div'> {
  /** `narrow` suits forms and long reading text; `default` suits page content. */
  width?: 'default' | 'narrow';
}

const StyledContainer = styled.div<{ $width: 'default' | 'narrow' }>`
  width: 100%;
  max-width: ${({ theme, $width }) => ($width === 'narrow' ? theme.layout.narrowWidth : theme.layout.maxWidth)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space.lg};
  }

  ${({ theme }) => theme.media.desktop} {
    padding-inline: ${({ theme }) => theme.space.xl};
  }
`;

/** Centres content at a readable maximum width, with side padding that grows with the screen. */
export function Container({ width = 'default', ...rest }: ContainerProps) {
  return <StyledContainer $width={width} {...rest} />;
}
