import { useId } from 'react';
import { Heading, TargetLink } from '@wtm/ui';
import styled from 'styled-components';
import { ContactDetails } from '../../../components/contact-details.tsx';
import { ShellPage } from '../../../components/page-intro.tsx';
import { salesContact } from '../../../content/site-content.ts';
import { contactPage as content } from '../content/contact-content.ts';
import { salesEnquiryForm } from '../content/sales-enquiry-content.ts';
import { EnquiryCard, TwoColumns } from './enquiry-card.tsx';
import { SalesEnquiryForm } from './sales-enquiry-form.tsx';

const EventsNote = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
`;

// Phones and tablets show the details first; this takes a visitor straight to the form.
const JumpToForm = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.laptop} {
    display: none;
  }
`;

const FORM_ANCHOR = 'sales-enquiry';

/** Contact (spec §2): phones for India and the USA, e-mail, web and postal address, and the Sales Enquiry form. */
export function ContactPage() {
  const detailsId = useId();
  const formId = useId();
  return (
    <ShellPage
      content={content}
      introExtra={
        <JumpToForm>
          <a href={`#${FORM_ANCHOR}`}>{content.jumpToForm}</a>
        </JumpToForm>
      }
    >
      <TwoColumns $formSide="end">
        <section aria-labelledby={detailsId}>
          <Heading level={2} size="xl" id={detailsId}>
            {content.detailsHeading}
          </Heading>
          <ContactDetails
            channels={salesContact}
            emailHeading={content.emailHeading}
            addressHeading={content.addressHeading}
            headingLevel={3}
            placement="side"
          />
          <EventsNote>
            {content.eventsText} <TargetLink target={content.eventsLink} />
          </EventsNote>
        </section>
        <EnquiryCard id={FORM_ANCHOR} aria-labelledby={formId}>
          <Heading level={2} size="xl" id={formId}>
            {salesEnquiryForm.heading}
          </Heading>
          <SalesEnquiryForm labelledBy={formId} />
        </EnquiryCard>
      </TwoColumns>
    </ShellPage>
  );
}
