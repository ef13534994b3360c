import type { PublicPage } from '@wtm/shell-contract/public-pages';
import { escapeHtml, jsonForScript } from './html.ts';
import { jsonLd } from './structured-data.ts';

/** Where a page lives and is previewed, as absolute URLs on the site's public address. */
export interface PageUrls {
  /** The page's canonical URL (PUBLIC_URL + path). */
  canonical: string;
  /** The site's root (PUBLIC_URL). */
  site: string;
}

const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}">`;

/**
 * The head of a prerendered page, to go right after `<meta charset>`: title,
 * description, canonical link, Open Graph and X tags, JSON-LD. Link-preview bots read
 * only the start of a document, so these come before any style (docs/decisions/0029).
 */
export function headTags(page: PublicPage, urls: PageUrls): string {
  const image = new URL(page.image, urls.site).href;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(urls.canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', urls.canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', page.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
  if (page.structuredData) {
    tags.push(`<script type="application/ld+json">${jsonForScript(jsonLd(page.structuredData, urls.canonical, urls.site))}</script>`);
  }
  return tags.join('');
}
