import { PageMeta } from '@wtm/ui';
import { ContactDetails } from '../../../components/contact-details.tsx';
import { PageBody, PageIntro } from '../../../components/page-intro.tsx';
import { supportContact } from '../../../content/site-content.ts';
import { supportPage as content } from '../content/support-content.ts';

/** Support (spec §2): phone numbers, e-mail and address only. */
export function SupportPage() {
  return (
    <>
      <PageMeta title={content.meta.title} siteName="WTM" description={content.meta.description} />
      <PageIntro>
        <h1>{content.heading}</h1>
        <p>{content.intro}</p>
      </PageIntro>
      <PageBody>
        <ContactDetails channels={supportContact} emailHeading={content.emailHeading} addressHeading={content.addressHeading} />
      </PageBody>
    </>
  );
}
