import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, PageMeta } from '@wtm/ui';

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

/** What every shell page's top says: its meta tags, heading and introduction (content files). */
export interface ShellPageContent {
  meta: { title: string; description: string };
  heading: string;
  intro: string;
}

/**
 * A shell page: meta tags, the heading block (and `introExtra` below the introduction,
 * such as a link), then the page's own content.
 */
export function ShellPage({ content, introExtra, children }: { content: ShellPageContent; introExtra?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageMeta title={content.meta.title} siteName="WTM" description={content.meta.description} />
      <PageIntro>
        <h1 tabIndex={-1}>{content.heading}</h1>
        <p>{content.intro}</p>
        {introExtra}
      </PageIntro>
      <PageBody>{children}</PageBody>
    </>
  );
}
