import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { EnquiryProduct } from '@wtm/contract';
import { InfoBox, TargetLink } from '@wtm/ui';
import { ShellPage } from '../../../components/page-intro.tsx';
import { findEvent, formatEventStart, productEvents } from '../../../content/events-content.ts';
import { crmSalesEnquiryPage, salesEnquiryPage } from '../content/contact-content.ts';
import { eventRegistrationComment } from '../content/sales-enquiry-content.ts';
import { EnquiryLayout } from './enquiry-layout.tsx';

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

/** The form first, the contact details beside it as an aside. */
function FormFirst({ product, comment, notice }: { product?: EnquiryProduct; comment?: string; notice?: ReactNode }) {
  return (
    <EnquiryLayout
      formSide="start"
      formHeading={salesEnquiryPage.formHeading}
      notice={notice}
      initialProduct={product}
      initialComment={comment}
      detailsHeading={salesEnquiryPage.asideHeading}
      detailsElement="aside"
    />
  );
}

/** /sales-enquiry (decision 0010): the form on its own page, no product chosen unless a webinar link names one. */
export function SalesEnquiryPage() {
  const registration = useEventFromQuery();
  const content = salesEnquiryPage;
  return (
    <ShellPage content={content}>
      <FormFirst
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
      <FormFirst product={content.product} />
    </ShellPage>
  );
}
