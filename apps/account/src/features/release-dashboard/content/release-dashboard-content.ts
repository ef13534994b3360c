import type { PageMetaProps } from '@wtm/ui';

/** Copy of the administrators' release page. */
export const releaseDashboardContent = {
  meta: {
    title: 'Releases',
    siteName: 'WTM',
    description: 'Live and canary releases of each section of the site, their history and how real visits fare on each.',
  } satisfies PageMetaProps,
  title: 'Releases',
  intro: (hours: number) => `Live and canary releases of each section, and how real visits fared on each release over the last ${hours} hours.`,
  loginPath: '/login',
  loading: 'Loading the releases…',
  forbidden: 'This page is for administrators.',
  loadFailed: 'The releases could not be loaded.',
  retry: 'Try again',
  live: 'Live for everyone',
  canary: 'Canary',
  noRelease: 'No release yet',
  noCanary: 'None running',
  canaryShare: (version: string, percent: number, since: string) => `${version}, for ${percent} % of visitors since ${since}`,
  historyHeading: 'Release history',
  historyColumns: ['When (UTC)', 'Action', 'Version', 'Reason'] as const,
  figuresHeading: 'Real visits per release',
  noFigures: 'No visits measured in this period.',
  chartsLoading: 'Loading the charts…',
  errorsChart: 'Page views with an error or a load failure, per release and hour (%)',
  vitalsChart: 'p75 LCP and INP, per release and hour (ms)',
  figuresColumns: ['Release', 'Page views', 'Error rate', 'Load failures'] as const,
};
