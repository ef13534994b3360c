import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ShellPage } from '../../../components/page-intro.tsx';
import { sectionId, type LegalBlock, type LegalDocument } from '../content/legal-document.ts';
import { privacyPolicy } from '../content/privacy-policy.ts';
import { termsOfService } from '../content/terms-of-service.ts';

const Article = styled.article`
  max-width: 46rem;
  section + section {
    margin-top: ${({ theme }) => theme.space.xl};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const Updated = styled.p`
  margin-top: ${({ theme }) => theme.space.sm} !important;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A legal page: whatever its content file says, section by section. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <ShellPage content={document} introExtra={<Updated>{document.lastUpdated}</Updated>}>
      <Article>
        {document.sections.map((section) => (
          <section key={section.heading} aria-labelledby={sectionId(section.heading)}>
            <h2 id={sectionId(section.heading)}>{section.heading}</h2>
            {section.blocks.map((block, index) => (
              // The blocks of a section never reorder: the index is their identity.
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </Article>
    </ShellPage>
  );
}

/** /privacy and /terms: the document of the path (one lazy chunk for both). */
export function LegalRoutePage() {
  const { pathname } = useLocation();
  return <LegalPage document={pathname === '/terms' ? termsOfService : privacyPolicy} />;
}
