import type { ReactNode } from 'react';
import styled from 'styled-components';

const Badge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};

  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

/**
 * A feature group's icon in its round-cornered badge above the heading, for
 * `FeatureGroup`'s `icon`: `children` are the drawing's paths on a 24 px grid, stroked in
 * `currentColor`. Decorative, hidden from screen readers.
 */
export function FeatureIcon({ children }: { children: ReactNode }) {
  return (
    <Badge aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {children}
      </svg>
    </Badge>
  );
}
