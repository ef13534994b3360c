import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import styled, { css } from 'styled-components';
import type { SpaceToken } from '../theme/theme.ts';

/** Elements a layout primitive may render as; lists lose their bullets and indents. */
export type LayoutElement = 'div' | 'ul' | 'ol' | 'section' | 'nav' | 'article' | 'aside';

/** Props of {@link Stack}. */
export interface StackProps extends ComponentPropsWithoutRef<'div'> {
  /** Space between children, from the theme's spacing scale. Default `md`. */
  gap?: SpaceToken;
  /** `column` (default) stacks vertically; `row` lines children up horizontally. */
  direction?: 'row' | 'column';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** Lets a row wrap onto several lines on narrow screens. */
  wrap?: boolean;
  as?: LayoutElement;
}

interface StyledProps {
  $gap: SpaceToken;
  $direction: 'row' | 'column';
  $align: CSSProperties['alignItems'];
  $justify: CSSProperties['justifyContent'];
  $wrap: boolean;
}

/** Shared by Stack and Grid: a list used for layout should not look like a bulleted list. */
export const resetList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledStack = styled.div<StyledProps>`
  ${resetList};
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
`;

/** Lays children out in one column (or row) with even spacing from the theme. */
export function Stack({ gap = 'md', direction = 'column', align, justify, wrap = false, ...rest }: StackProps) {
  return <StyledStack $gap={gap} $direction={direction} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}
