import type { ContentLink, PageMetaContent } from '../../../content/content-types.ts';
import type { ResourceKey } from '../../../content/resource-files.ts';
import { sitePaths } from '../../../content/section-content.ts';

export const downloadMeta: PageMetaContent = {
  title: 'Free Download | WTM Account Books and Inventory',
  description:
    'Download the WTM Account Books and Inventory desktop app for Windows: sign up, run the setup and follow the installation guide. Work offline and sync online.',
};

export const downloadIntro = {
  heading: 'Free Download',
  tagline:
    'Install WTM Account Books and Inventory on Windows and keep working offline. Everything you record syncs with your cloud books when you are back online.',
};

export interface DownloadStep {
  title: string;
  text: string;
  /** Button links of the step; the first is drawn as the primary action. */
  links?: ContentLink[];
  /** A resource PDF the step offers, with the link's visible text. */
  resource?: { key: ResourceKey; label: string };
}

/** The three steps (sign up, run the setup, read the installation guide). */
export const downloadSteps: DownloadStep[] = [
  {
    title: 'Sign up',
    text: 'Create your free WTM account with your name, email, phone, city and company. Already registered? Log in instead.',
    links: [
      { label: 'Register', to: sitePaths.register },
      { label: 'Login', to: sitePaths.login },
    ],
  },
  {
    title: 'Download and run the setup',
    text: 'On your Account Home choose Download Desktop (Windows) App, then open the downloaded setup file and follow its steps.',
    links: [{ label: 'Go to Account Home', to: sitePaths.accountHome }],
  },
  {
    title: 'Read the installation guide',
    text: 'The guide covers system requirements, the first sign-in and how offline work syncs with the cloud.',
    resource: { key: 'installationGuide', label: 'Installation Guide (PDF)' },
  },
];

export const downloadStepsHeading = 'Get started in three steps';

export const requirementsHeading = 'Before you install';
