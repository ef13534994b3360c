import styled from 'styled-components';
import { Grid, InfoBox, type LinkTarget } from '@wtm/ui';
import { CrmPage } from '../../../components/crm-page.tsx';
import { PageBody } from '../../../components/page-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { resourcesContent, type Resource } from '../content/resources-content.ts';

const Description = styled.p`
  margin: 0;
`;

const Format = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function target({ link }: Resource): LinkTarget {
  return link.kind === 'external' ? { label: link.label, href: link.href, newTab: true } : { label: link.label, href: link.href };
}

/** The CRM resources page (/crm/help): three PDFs and the training videos. */
export function ResourcesPage() {
  const { meta, heading, intro, resources, pdfNote, externalNote } = resourcesContent;
  return (
    <CrmPage meta={meta}>
      <PageHeader heading={heading} intro={intro} />
      <PageBody>
        <Grid as="ul" columns={{ phone: 1, tablet: 2 }}>
          {resources.map((resource) => (
            <li key={resource.id}>
              <InfoBox heading={resource.heading} headingLevel={2} action={target(resource)}>
                <Description>{resource.description}</Description>
                <Format>{resource.link.kind === 'external' ? externalNote : pdfNote}</Format>
              </InfoBox>
            </li>
          ))}
        </Grid>
      </PageBody>
    </CrmPage>
  );
}
