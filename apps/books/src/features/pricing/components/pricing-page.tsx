import styled from 'styled-components';
import { Section } from '@wtm/ui';
import { BooksPage } from '../../../components/books-page.tsx';
import { CallToAction } from '../../../components/call-to-action.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { consultingOffer, plansHeading, pricingIntro, pricingMeta } from '../content/pricing-content.ts';
import { CurrencyPlans } from './currency-plans.tsx';
import { PricingQuestions } from './pricing-questions.tsx';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
`;

/** Trial & Pricing (/books/pricing): trial offer, USD/INR prices and the Enterprise Edition. */
export function PricingPage() {
  return (
    <BooksPage meta={pricingMeta}>
      <PageIntro heading={pricingIntro.heading} tagline={pricingIntro.tagline} links={[pricingIntro.trialLink]} />
      <Section heading={plansHeading}>
        <Columns>
          <CurrencyPlans />
          <PricingQuestions />
        </Columns>
      </Section>
      <Section tone="muted">
        <CallToAction content={consultingOffer} headingLevel={2} />
      </Section>
    </BooksPage>
  );
}
