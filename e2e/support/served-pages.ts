// The public pages as the site under test serves them (global-setup.ts starts it as
// `pnpm start` does: its first run prerenders every page into the release store), read
// without a browser, as a crawler or a link-preview bot reads them.

/** What a prerendered page embeds (packages/shell-contract/src/rendered-page.ts). */
export interface RenderedPage {
  shell: string;
  owner: 'shell' | 'books' | 'crm' | 'account';
  remotes: Partial<Record<string, { version: string }>>;
  renderedAt: string;
}

export interface ServedPage {
  path: string;
  /** The document as served (decompressed). */
  html: string;
  /** What the page says it was rendered with (absent: the page was not prerendered). */
  rendered: RenderedPage | undefined;
}

/** The public routes, from the sitemap the API serves (apps/api/src/routes/seo/public-pages.ts). */
export async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const embedded = /<script type="application\/json" id="wtm-rendered-page">([^<]*)<\/script>/;

/** The `RenderedPage` a served document embeds, if any. */
export function renderedPageOf(html: string): RenderedPage | undefined {
  const json = embedded.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as RenderedPage);
}

/** One page navigation without a browser. */
export async function fetchPage(baseUrl: string, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** Every page of the sitemap as served; throws when one does not answer 200. */
export async function servedPages(baseUrl: string): Promise<ServedPage[]> {
  const pages: ServedPage[] = [];
  for (const path of await sitemapPaths(baseUrl)) {
    const { status, html } = await fetchPage(baseUrl, path);
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    pages.push({ path, html, rendered: renderedPageOf(html) });
  }
  return pages;
}
