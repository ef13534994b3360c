import styled from 'styled-components';
import { TargetLink } from '@wtm/ui';
import { CrmPage } from '../../../components/crm-page.tsx';
import { PageBody } from '../../../components/page-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { comparisonContent } from '../content/comparison-content.ts';
import { ComparisonTable } from './comparison-table.tsx';

const Back = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The plan comparison page (/crm/comparison). */
export function ComparisonPage() {
  const { meta, heading, intro, backToPricing } = comparisonContent;
  return (
    <CrmPage meta={meta}>
      <PageHeader heading={heading} intro={intro} />
      <PageBody>
        <ComparisonTable />
        <Back>
          <TargetLink target={backToPricing} />
        </Back>
      </PageBody>
    </CrmPage>
  );
}
