import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { EnquiryProduct } from '@wtm/contract';
import { Heading, InfoBox, TargetLink } from '@wtm/ui';
import { ContactDetails } from '../../../components/contact-details.tsx';
import { ShellPage } from '../../../components/page-intro.tsx';
import { findEvent, formatEventStart, productEvents } from '../../../content/events-content.ts';
import { salesContact } from '../../../content/site-content.ts';
import { contactPage, crmSalesEnquiryPage, salesEnquiryPage } from '../content/contact-content.ts';
import { eventRegistrationComment } from '../content/sales-enquiry-content.ts';
import { EnquiryCard, TwoColumns } from './enquiry-card.tsx';
import { SalesEnquiryForm } from './sales-enquiry-form.tsx';

const Back = styled.div`
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

const Registering = styled(InfoBox)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
  }
`;

/** The visitor's webinar when they came from a registration link on /events. */
function useEventFromQuery() {
  const [params] = useSearchParams();
  const event = findEvent(productEvents, params.get('event'));
  return event ? { event, when: formatEventStart(event) } : undefined;
}

function EnquiryLayout({ product, comment, notice }: { product?: EnquiryProduct; comment?: string; notice?: ReactNode }) {
  const formId = useId();
  const asideId = useId();
  return (
    <TwoColumns $formSide="start">
      <EnquiryCard aria-labelledby={formId}>
        <Heading level={2} size="xl" id={formId}>
          {salesEnquiryPage.formHeading}
        </Heading>
        {notice}
        <SalesEnquiryForm labelledBy={formId} initialProduct={product} initialComment={comment} />
      </EnquiryCard>
      <aside aria-labelledby={asideId}>
        <Heading level={2} size="xl" id={asideId}>
          {salesEnquiryPage.asideHeading}
        </Heading>
        <ContactDetails
          channels={salesContact}
          emailHeading={contactPage.emailHeading}
          addressHeading={contactPage.addressHeading}
          headingLevel={3}
          placement="side"
        />
      </aside>
    </TwoColumns>
  );
}

/** /sales-enquiry (decision 0010): the form on its own page, no product chosen unless a webinar link names one. */
export function SalesEnquiryPage() {
  const registration = useEventFromQuery();
  const content = salesEnquiryPage;
  return (
    <ShellPage content={content}>
      <EnquiryLayout
        product={registration?.event.product}
        comment={registration ? eventRegistrationComment(registration.event.title, registration.when) : undefined}
        notice={
          registration ? (
            <Registering heading={content.registeringFor} headingLevel={3} tone="highlight">
              <p>
                <strong>{registration.event.title}</strong>
                <br />
                {registration.when}
              </p>
            </Registering>
          ) : null
        }
      />
    </ShellPage>
  );
}

/** /crm/sales-enquiry (decision 0010): the same form with WTM Salesgrow CRM chosen. */
export function CrmSalesEnquiryPage() {
  const content = crmSalesEnquiryPage;
  return (
    <ShellPage
      content={content}
      introExtra={
        <Back>
          <TargetLink target={content.back} />
        </Back>
      }
    >
      <EnquiryLayout product={content.product} />
    </ShellPage>
  );
}
