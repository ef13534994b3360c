import { PageMeta } from '@wtm/ui';
import { PageBody, PageIntro } from '../../components/page-intro.tsx';
import { contactDetails } from '../../content/site-content.ts';
import { ContactDetails } from '../contact/contact-details.tsx';

/** Support (spec §2): phone numbers, e-mail and address only. */
export function SupportPage() {
  return (
    <>
      <PageMeta
        title="Support"
        siteName="WTM"
        description="Phone, e-mail and postal address of WTM customer support for accounting, inventory and CRM customers."
      />
      <PageIntro>
        <h1>Support</h1>
        <p>Our support team helps customers by phone and e-mail.</p>
      </PageIntro>
      <PageBody>
        <ContactDetails email={contactDetails.supportEmail} />
      </PageBody>
    </>
  );
}
