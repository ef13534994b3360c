import type { ReactNode } from 'react';
import { PageMeta, SectionNav } from '@wtm/ui';
import { crmNavigation, crmNavigationLabel, crmSiteName } from '../content/section-content.ts';

/** Title, description and optional keywords of one CRM page, as its content file gives them. */
export interface PageMetaContent {
  title: string;
  description: string;
  keywords?: string[];
}

/** Every CRM screen: its own document title and description, then the CRM navigation. */
export function CrmPage({ meta, children }: { meta: PageMetaContent; children: ReactNode }) {
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} keywords={meta.keywords} siteName={crmSiteName} />
      <SectionNav label={crmNavigationLabel} links={crmNavigation} />
      {children}
    </>
  );
}
