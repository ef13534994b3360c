import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { EnquiryProduct } from '@wtm/contract';
import { Heading } from '@wtm/ui';
import { ContactDetails } from '../../../components/contact-details.tsx';
import { salesContact } from '../../../content/site-content.ts';
import { contactPage } from '../content/contact-content.ts';
import { SalesEnquiryForm } from './sales-enquiry-form.tsx';

/** The raised box around the Sales Enquiry form. */
const EnquiryCard = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${({ theme }) => theme.mediaBelow.tablet} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/**
 * Contact details beside the form from laptop width up; stacked on phones and tablets.
 * The form's column is the wider one, whichever side it is on.
 */
const TwoColumns = styled.div<{ $formSide: 'start' | 'end' }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: ${({ $formSide }) => ($formSide === 'end' ? 'minmax(0, 5fr) minmax(0, 7fr)' : 'minmax(0, 7fr) minmax(0, 5fr)')};
  }
`;

export interface EnquiryLayoutProps {
  /** The form's side; it also comes first in reading order on the start side. */
  formSide: 'start' | 'end';
  formHeading: string;
  /** id of the form's box, for in-page links to it. */
  formAnchor?: string;
  /** Between the form's heading and the form, e.g. the webinar a visitor registers for. */
  notice?: ReactNode;
  initialProduct?: EnquiryProduct | undefined;
  initialComment?: string | undefined;
  detailsHeading: string;
  /** `section` where the details are what the page is about (Contact), `aside` where they accompany the form. */
  detailsElement: 'section' | 'aside';
  /** Under the contact details, e.g. a note about the webinars. */
  detailsExtra?: ReactNode;
}

/** The Sales Enquiry form in its box beside the sales contact details (decision 0010). */
export function EnquiryLayout({ formSide, formHeading, formAnchor, notice, initialProduct, initialComment, detailsHeading, detailsElement, detailsExtra }: EnquiryLayoutProps) {
  const formId = useId();
  const detailsId = useId();
  const Details = detailsElement;
  const form = (
    <EnquiryCard id={formAnchor} aria-labelledby={formId}>
      <Heading level={2} size="xl" id={formId}>
        {formHeading}
      </Heading>
      {notice}
      <SalesEnquiryForm labelledBy={formId} initialProduct={initialProduct} initialComment={initialComment} />
    </EnquiryCard>
  );
  const details = (
    <Details aria-labelledby={detailsId}>
      <Heading level={2} size="xl" id={detailsId}>
        {detailsHeading}
      </Heading>
      <ContactDetails
        channels={salesContact}
        emailHeading={contactPage.emailHeading}
        addressHeading={contactPage.addressHeading}
        headingLevel={3}
        placement="side"
      />
      {detailsExtra}
    </Details>
  );
  return (
    <TwoColumns $formSide={formSide}>
      {formSide === 'start' ? form : details}
      {formSide === 'start' ? details : form}
    </TwoColumns>
  );
}
