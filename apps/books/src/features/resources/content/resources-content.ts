import type { CallToActionContent, PageMetaContent } from '../../../content/content-types.ts';
import type { ResourceKey } from '../../../content/resource-files.ts';
import { sitePaths } from '../../../content/section-content.ts';

export const resourcesMeta: PageMetaContent = {
  title: 'Resources | WTM Account Books and Inventory',
  description:
    'Download the WTM Account Books and Inventory white paper, user guide, installation guide and inventory e-book as PDF files.',
};

export const resourcesIntro = {
  heading: 'Resources',
  tagline: 'Guides and reading to help you set up, use and get the most out of WTM Account Books and Inventory.',
};

export const resourcesListLabel = 'Downloads';

export interface ResourceCard {
  key: ResourceKey;
  title: string;
  description: string;
  /** Visible link text; "(PDF)" tells the visitor what the link opens. */
  linkLabel: string;
}

/** The four PDFs in the order shown. */
export const resourceCards: ResourceCard[] = [
  {
    key: 'whitePaper',
    title: 'White Paper',
    description: 'Why GST-ready double-entry accounting belongs in the cloud, and how automatic journals and connected inventory save time every month.',
    linkLabel: 'Download the White Paper (PDF)',
  },
  {
    key: 'userGuide',
    title: 'User Guide',
    description: 'Step by step through organisations, items, invoices, purchases, GST returns and reports.',
    linkLabel: 'Download the User Guide (PDF)',
  },
  {
    key: 'installationGuide',
    title: 'Installation Guide',
    description: 'System requirements, downloading and running the Windows setup, the first sign-in and offline/online sync.',
    linkLabel: 'Download the Installation Guide (PDF)',
  },
  {
    key: 'eBook',
    title: 'E-Book',
    description: 'Inventory and warehouse practices for growing businesses: reorder levels, transfers, batches, counting and a weekly checklist.',
    linkLabel: 'Download the E-Book (PDF)',
  },
];

export const helpBox: CallToActionContent = {
  heading: 'Still have a question?',
  text: 'Our support team can help you with installation, sign-in and day-to-day use.',
  action: { label: 'Contact support', to: sitePaths.support },
};
