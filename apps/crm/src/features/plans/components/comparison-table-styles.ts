import styled from 'styled-components';

/** Shown on phones only, where the plan columns do not all fit. */
export const ScrollHint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.laptop} {
    display: none;
  }
`;

/** Lets the table scroll sideways on phones; focusable so keyboard users can scroll it too. */
export const Scroller = styled.div`
  /* Contains the cells' visually hidden text, which would otherwise widen the page. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Table = styled.table`
  width: 100%;
  min-width: 680px;
  table-layout: fixed;
  border-collapse: collapse;

  caption {
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  /* Keeps the caption readable at the left edge while the table scrolls under it. */
  caption > span {
    position: sticky;
    left: 0;
    display: inline-block;
    max-width: min(100%, calc(100vw - 2rem));
    padding: ${({ theme }) => theme.space.md};
  }

  col:first-child {
    width: 28%;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
    text-align: center;
    vertical-align: middle;
  }

  thead th {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  th[scope='row'] {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }

  /* The feature names stay in view while the plan columns scroll past on a phone. */
  th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 160px;
    background: ${({ theme }) => theme.colors.background};
  }

  thead th:first-child {
    background: ${({ theme }) => theme.colors.primary};
  }

  tbody tr:nth-child(even) th,
  tbody tr:nth-child(even) td {
    background: ${({ theme }) => theme.colors.surface};
  }

  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
