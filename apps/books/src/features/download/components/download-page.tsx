import { FeatureList, Section } from '@wtm/ui';
import { BooksPage } from '../../../components/books-page.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { systemRequirements } from '../../../content/system-requirements.ts';
import { downloadIntro, downloadMeta, downloadStepsHeading, requirementsHeading } from '../content/download-content.ts';
import { DownloadSteps } from './download-steps.tsx';

/** Free Download (/books/download): the three steps to the Windows desktop app. */
export function DownloadPage() {
  return (
    <BooksPage meta={downloadMeta}>
      <PageIntro heading={downloadIntro.heading} tagline={downloadIntro.tagline} />
      <Section heading={downloadStepsHeading}>
        <DownloadSteps />
      </Section>
      <Section heading={requirementsHeading} tone="muted">
        <FeatureList items={systemRequirements} />
      </Section>
    </BooksPage>
  );
}
