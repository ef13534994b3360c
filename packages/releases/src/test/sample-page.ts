import type { PublicPage } from '@wtm/shell-contract/public-pages';
import type { DocumentParts } from '../prerender/document.ts';

/** The shape of the shell build's index.html (apps/shell/src/index.html, minified). */
export const template =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/>' +
  '<link rel="preload" href="/assets/inter.abc.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<style>@font-face{font-family:\'Inter Variable\';font-display:swap;src:url(/assets/inter.abc.woff2) format(\'woff2-variations\')}</style>' +
  '<noscript><style>[data-needs-script]{display:none!important}</style></noscript>' +
  '<script defer="defer" src="/main.abc.js" fetchpriority="high" data-after-paint="/after-paint.abc.js"></script><link rel="preload" as="script" href="/chunk.abc.js"></head><body><noscript><p>This page of the WTM portal needs JavaScript. Please turn it on, or go to <a href="/">the home page</a>.</p></noscript><div id="root"></div></body></html>';

export const page: PublicPage = {
  path: '/crm/pricing',
  title: 'Pricing | WTM Salesgrow CRM',
  description: 'WTM Salesgrow CRM prices in INR & USD.',
  image: 'https://cdn.example/remotes/crm/1/assets/crm-preview.abc.png',
  imageAlt: 'WTM Salesgrow CRM',
  structuredData: {
    kind: 'SoftwareApplication',
    name: 'WTM Salesgrow CRM',
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    offers: [{ name: 'Standard', price: '10', priceCurrency: 'USD' }],
  },
};

/** What the shell's server build renders for it: PageMeta's hoisted tags first. */
export const rendered =
  '<title>Pricing | WTM Salesgrow CRM</title><meta name="description" content="WTM Salesgrow CRM prices in INR &amp; USD."/>' +
  '<div class="a"><header><a href="/">WTM</a></header><main><h1>CRM plans and pricing</h1><p>₹799 per user</p></main><footer>© 2019</footer></div>';

export function parts(overrides: Partial<DocumentParts> = {}): DocumentParts {
  return {
    template,
    page,
    urls: { canonical: 'https://wtm.example/crm/pricing', site: 'https://wtm.example/' },
    html: rendered,
    styles: '<style data-styled="true" data-styled-version="6.6.0">.a{color:red;}</style>',
    renderedPage: { shell: 's1', owner: 'crm', remotes: { crm: { version: 'c1', entry: '/remotes/crm/c1/mf-manifest.json', releasedAt: '2026-11-26T00:00:00Z' } }, renderedAt: '2026-11-26T10:00:00.000Z' },
    ...overrides,
  };
}
