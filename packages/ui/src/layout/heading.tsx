import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import type { Theme } from '../theme/theme.ts';

/** Document outline level of a heading: 1 for `<h1>` … 6 for `<h6>`. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Visual size of a heading, independent of its level. */
export type HeadingSize = keyof Theme['fontSizes'];

const defaultSize: Record<HeadingLevel, HeadingSize> = {
  1: 'display',
  2: 'xxl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'md',
};

/** Props of {@link Heading}. */
export interface HeadingProps extends ComponentPropsWithoutRef<'h2'> {
  level: HeadingLevel;
  /** Overrides the size that goes with the level, so the outline never bends to looks. */
  size?: HeadingSize;
}

const StyledHeading = styled.h2<{ $size: HeadingSize }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: inherit;
`;

/**
 * A heading whose level (`h1`–`h6`) and visual size are chosen separately. A page's `<h1>`
 * takes `tabindex="-1"`: the shell moves focus to it after a route change.
 */
export function Heading({ level, size, ...rest }: HeadingProps) {
  const focusTarget = level === 1 ? { tabIndex: -1 } : {};
  return <StyledHeading as={`h${level}`} $size={size ?? defaultSize[level]} {...focusTarget} {...rest} />;
}
