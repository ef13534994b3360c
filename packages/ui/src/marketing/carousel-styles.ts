import styled from 'styled-components';

export const Root = styled.section`
  position: relative;
`;

/** All slides share one grid cell, so the box is as tall as the tallest slide and never jumps. */
export const SlideStack = styled.div`
  display: grid;
`;

export const Slide = styled.div<{ $current: boolean }>`
  grid-area: 1 / 1;
  min-width: 0;
  visibility: ${({ $current }) => ($current ? 'visible' : 'hidden')};
  opacity: ${({ $current }) => ($current ? 1 : 0)};
  transition:
    opacity ${({ theme }) => theme.transitions.base},
    visibility ${({ theme }) => theme.transitions.base};
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** First in the DOM (as WAI-ARIA asks) and drawn in the top corner, so both orders agree. */
export const RotationButton = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 1;
`;

export const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

/** 44px touch target around a 12px dot. */
export const Dot = styled.button`
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    width: 12px;
    height: 12px;
    margin: auto;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: 50%;
  }

  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.primary};
  }
`;
