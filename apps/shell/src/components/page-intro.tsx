import styled from 'styled-components';

/** The heading block at the top of a shell page. */
export const PageIntro = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const PageBody = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxl};
`;
