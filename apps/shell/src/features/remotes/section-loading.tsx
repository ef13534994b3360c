import styled from 'styled-components';

const Placeholder = styled.div`
  min-height: 60vh;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** Shown while a remote's files load; reserves the space so the footer does not jump. */
export function SectionLoading() {
  return <Placeholder role="status">Loading…</Placeholder>;
}
