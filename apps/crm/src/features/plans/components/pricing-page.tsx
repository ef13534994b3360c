import styled from 'styled-components';
import { TargetLink } from '@wtm/ui';
import { CurrencyTabs } from '@wtm/ui/sections';
import { CrmPage } from '../../../components/crm-page.tsx';
import { PageBody } from '../../../components/page-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pricingContent, trialLine } from '../content/pricing-content.ts';
import { crmEntries } from '../../../content/content-seed.ts';
import { releasedTrialDays } from '../content/released-plans.ts';
import { PlanCards } from './plan-cards.tsx';

const Notes = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const Trial = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.successText};
`;

const Compare = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The CRM pricing page (/crm/pricing): INR/USD tabs over the four plan boxes. */
export function PricingPage() {
  const { heading, intro, contractNote, currencyLabel, comparison } = pricingContent;
  const meta = crmEntries()['pricing-meta'];
  const trial = trialLine(releasedTrialDays());
  return (
    <CrmPage meta={meta}>
      <PageHeader heading={heading} intro={intro}>
        <Notes>
          <Trial>{trial}</Trial>
          <p>{contractNote}</p>
        </Notes>
      </PageHeader>
      <PageBody>
        <CurrencyTabs label={currencyLabel} renderPanel={(currency) => <PlanCards currency={currency} />} />
        <Compare>
          {comparison.text} <TargetLink target={comparison.link} />
        </Compare>
      </PageBody>
    </CrmPage>
  );
}
