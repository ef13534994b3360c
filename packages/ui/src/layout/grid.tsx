import type { ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';
import type { Breakpoint, SpaceToken, Theme } from '../theme/theme.ts';
import { resetList, type LayoutElement } from './stack.tsx';

/** Column counts per breakpoint; a breakpoint left out keeps the count of the one below. */
export type ResponsiveColumns = Partial<Record<Breakpoint, number>>;

/** Props of {@link Grid}. */
export interface GridProps extends ComponentPropsWithoutRef<'div'> {
  /** A fixed count, or counts per breakpoint. Default `{ phone: 1, tablet: 2, laptop: 3 }`. */
  columns?: number | ResponsiveColumns;
  /** Space between cells, from the theme's spacing scale. Default `lg`. */
  gap?: SpaceToken;
  as?: LayoutElement;
}

const order: Breakpoint[] = ['phone', 'tablet', 'laptop', 'desktop'];

function columnRules(theme: Theme, columns: number | ResponsiveColumns) {
  const perBreakpoint = typeof columns === 'number' ? { phone: columns } : columns;
  // Phone is the base rule (no query) so screens narrower than 360px still get a layout.
  return order.map((name) => {
    const count = perBreakpoint[name];
    if (count === undefined) return '';
    const rule = `grid-template-columns: repeat(${count}, minmax(0, 1fr));`;
    return name === 'phone' ? rule : `${theme.media[name]} { ${rule} }`;
  });
}

const StyledGrid = styled.div<{ $columns: number | ResponsiveColumns; $gap: SpaceToken }>`
  ${resetList};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  ${({ theme, $columns }) => css`
    ${columnRules(theme, $columns).join('\n')}
  `}
`;

/** A grid of equal-width columns whose count changes with the screen width. */
export function Grid({ columns = { phone: 1, tablet: 2, laptop: 3 }, gap = 'lg', ...rest }: GridProps) {
  return <StyledGrid $columns={columns} $gap={gap} {...rest} />;
}
