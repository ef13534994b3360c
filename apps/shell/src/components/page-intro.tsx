import styled from 'styled-components';
import { Container } from '@wtm/ui';

/** The heading block at the top of a shell page. */
export const PageIntro = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
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

/** The content below a page's heading block. */
export const PageBody = styled(Container)`
  padding-block: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxl};
`;
