// The prerender writes into the head of the page it renders that page's canonical URL,
// Open Graph and X tags and structured data (packages/releases/src/prerender). They
// describe that page only: once the visitor moves on to another, they go. Otherwise what reads the live page
// would take the first page for the one shown: Chrome's share sheet shares the canonical URL.
const firstPageOnly = 'link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]';

/** Removes the head tags that describe the page the visit started on. */
export function dropFirstPageHead(): void {
  for (const element of document.head.querySelectorAll(firstPageOnly)) element.remove();
}
