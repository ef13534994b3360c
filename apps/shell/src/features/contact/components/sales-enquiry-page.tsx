import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { EnquiryProduct } from '@wtm/contract';
import { TargetLink } from '@wtm/ui';
import { ShellPage } from '../../../components/page-intro.tsx';
import { findEvent, productEvents } from '../../../content/events-content.ts';
import { registrationPath } from '../../events/content/event-page-content.ts';
import { crmSalesEnquiryPage, salesEnquiryPage } from '../content/contact-content.ts';
import { EnquiryLayout } from './enquiry-layout.tsx';

const Back = styled.div`
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

/**
 * A registration link from before webinars had their own pages (`/sales-enquiry?event=<slug>`): the webinar
 * now has its own page with a real registration form.
 */
function useEventFromQuery() {
  const [params] = useSearchParams();
  return findEvent(productEvents, params.get('event'));
}

/** The form first, the contact details beside it as an aside. */
function FormFirst({ product }: { product?: EnquiryProduct }) {
  return (
    <EnquiryLayout
      formSide="start"
      formHeading={salesEnquiryPage.formHeading}
      initialProduct={product}
      detailsHeading={salesEnquiryPage.asideHeading}
      detailsElement="aside"
    />
  );
}

/** /sales-enquiry (decision 0010): the form on its own page, no product chosen. */
export function SalesEnquiryPage() {
  const event = useEventFromQuery();
  if (event !== undefined) return <Navigate to={registrationPath(event.slug)} replace />;
  return (
    <ShellPage content={salesEnquiryPage}>
      <FormFirst />
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
