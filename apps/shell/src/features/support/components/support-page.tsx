import { ContactDetails } from '../../../components/contact-details.tsx';
import { ShellPage } from '../../../components/page-intro.tsx';
import { supportContact } from '../../../content/site-content.ts';
import { supportPage as content } from '../content/support-content.ts';

/** Support: phone numbers, e-mail and address only. */
export function SupportPage() {
  return (
    <ShellPage content={content}>
      <ContactDetails channels={supportContact} emailHeading={content.emailHeading} addressHeading={content.addressHeading} />
    </ShellPage>
  );
}
