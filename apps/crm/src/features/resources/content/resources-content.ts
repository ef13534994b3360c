import srsUrl from '../../../generated/crm-srs.pdf';
import userGuideUrl from '../../../generated/crm-user-guide.pdf';
import whitePaperUrl from '../../../generated/crm-white-paper.pdf';

export interface Resource {
  id: string;
  heading: string;
  description: string;
  link: {
    label: string;
    href: string;
    /** `pdf` links download a generated document; `external` ones open another site in a new tab. */
    kind: 'pdf' | 'external';
  };
}

/**
 * Where the training videos live. The spec says only "an external video site": this is
 * a value the vendor must confirm or replace with its own channel (see the README).
 */
export const trainingVideosUrl = 'https://www.youtube.com/results?search_query=WTM+Salesgrow+CRM+training';

/** The CRM resources page (/crm/help). */
export const resourcesContent = {
  meta: {
    title: 'Resources',
    description:
      'WTM Salesgrow CRM resources: the user guide, training videos, a white paper on selling with a CRM and the software requirements specification (SRS).',
  },
  heading: 'CRM resources',
  intro: 'Guides, videos and documents to help you choose Salesgrow CRM, set it up and get your team working in it.',
  pdfNote: 'PDF document, free to download',
  externalNote: 'External site: opens in a new tab',
  resources: [
    {
      id: 'user-guide',
      heading: 'User guide',
      description:
        'How to open the CRM from your WTM account and do the daily work: leads, accounts, opportunities, activities, reports, forecasts and permissions.',
      link: { label: 'Download the user guide (PDF)', href: userGuideUrl, kind: 'pdf' },
    },
    {
      id: 'training-videos',
      heading: 'Training videos',
      description: 'Short videos that walk through leads, opportunities, reports and workflows, step by step.',
      link: { label: 'Watch the training videos', href: trainingVideosUrl, kind: 'external' },
    },
    {
      id: 'white-paper',
      heading: 'White paper',
      description:
        'Selling With a System: what changes when a sales team moves from spreadsheets to a CRM, and how to choose a plan and run your trial.',
      link: { label: 'Download the white paper (PDF)', href: whitePaperUrl, kind: 'pdf' },
    },
    {
      id: 'srs',
      heading: 'Software requirements specification',
      description: 'The functional and non-functional requirements of Salesgrow CRM, with the features of each plan.',
      link: { label: 'Download the SRS (PDF)', href: srsUrl, kind: 'pdf' },
    },
  ] satisfies Resource[],
};
