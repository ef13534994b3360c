import styled from 'styled-components';
import { TargetLink } from '@wtm/ui';
import { ShellPage } from '../../../components/page-intro.tsx';
import { contactPage as content } from '../content/contact-content.ts';
import { salesEnquiryForm } from '../content/sales-enquiry-content.ts';
import { EnquiryLayout } from './enquiry-layout.tsx';

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

/** Contact: phones for India and the USA, e-mail, web and postal address, and the Sales Enquiry form. */
export function ContactPage() {
  return (
    <ShellPage
      content={content}
      introExtra={
        <JumpToForm>
          <a href={`#${FORM_ANCHOR}`}>{content.jumpToForm}</a>
        </JumpToForm>
      }
    >
      <EnquiryLayout
        formSide="end"
        formHeading={salesEnquiryForm.heading}
        formAnchor={FORM_ANCHOR}
        detailsHeading={content.detailsHeading}
        detailsElement="section"
        detailsExtra={
          <EventsNote>
            {content.eventsText} <TargetLink target={content.eventsLink} />
          </EventsNote>
        }
      />
    </ShellPage>
  );
}
