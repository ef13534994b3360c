import { PageMeta } from '@wtm/ui';
import { PageBody, PageIntro } from '../../components/page-intro.tsx';
import { contactDetails } from '../../content/site-content.ts';
import { ContactDetails } from './contact-details.tsx';

/** Contact sales (spec §2); the Sales Enquiry form joins it with the enquiry API. */
export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact Sales"
        siteName="WTM"
        description="Call, e-mail or write to WTM sales in India and the USA about accounting, inventory and CRM software."
      />
      <PageIntro>
        <h1>Contact Sales</h1>
        <p>Talk to our sales team about the product that fits your business.</p>
      </PageIntro>
      <PageBody>
        <ContactDetails email={contactDetails.salesEmail} />
      </PageBody>
    </>
  );
}
