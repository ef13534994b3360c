import styled from 'styled-components';
import { navItemStyles } from './nav-styles.ts';

export const Root = styled.div`
  position: relative;

  /* Without JavaScript (a prerendered page read as is) the button cannot toggle the
     list, and a click focuses no button in Safari: the links show in its place. */
  @media (scripting: none) {
    & > button {
      display: none;
    }

    & > ul[hidden] {
      display: block;
      position: static;
      min-width: 0;
      padding: 0;
      border: 0;
      box-shadow: none;
      background: none;

      ${({ theme }) => theme.media.tablet} {
        display: flex;
      }
    }

    & > ul[hidden] > li > a {
      ${navItemStyles};
    }
  }
`;

export const Toggle = styled.button`
  ${navItemStyles};
  /* A long label ("Welcome" and a long email address) wraps inside the screen instead
     of widening the header past it. */
  max-width: 100%;
  overflow-wrap: anywhere;
  text-align: start;

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const List = styled.ul<{ $align: 'start' | 'end' }>`
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  ${({ theme }) => theme.media.tablet} {
    position: absolute;
    top: 100%;
    ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
    z-index: ${({ theme }) => theme.zIndices.dropdown};
  }

  & > li > a,
  & > li > button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    color: ${({ theme }) => theme.colors.text};
    text-align: left;
    text-decoration: none;
  }

  & > li > a:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }

  & > li > :not(a):not(button) {
    /* A block, so every line of a wrapped entry (a long email) keeps the padding. */
    display: block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;
