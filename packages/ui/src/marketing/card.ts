import styled from 'styled-components';

/** The raised white box that pricing, testimonial and info blocks share. */
export const Card = styled.div<{ $highlight?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme, $highlight }) => ($highlight ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.divider}`)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme, $highlight }) => ($highlight ? theme.shadows.raised : theme.shadows.card)};

  & > h2,
  & > h3,
  & > h4,
  & > p {
    margin: 0;
  }
`;
