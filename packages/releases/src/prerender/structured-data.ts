import type { StructuredData } from '@wtm/shell-contract/public-pages';

/**
 * A page's schema.org data as JSON-LD (docs/decisions/0029). `Organization` on Home;
 * `SoftwareApplication` with its `offers` on a product's pricing page. No ratings: the
 * site shows no real reviews.
 */
export function jsonLd(data: StructuredData, pageUrl: string, siteUrl: string): Record<string, unknown> {
  switch (data.kind) {
    case 'Organization':
      return {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: data.name,
        url: data.url ?? siteUrl,
        ...(data.email ? { email: data.email } : {}),
        ...(data.telephone ? { telephone: data.telephone } : {}),
        ...(data.sameAs?.length ? { sameAs: data.sameAs } : {}),
        ...(data.logo ? { logo: new URL(data.logo, siteUrl).href } : {}),
      };
    case 'SoftwareApplication':
      return {
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: data.name,
        applicationCategory: data.applicationCategory,
        operatingSystem: data.operatingSystem,
        url: pageUrl,
        offers: data.offers.map((offer) => ({
          '@type': 'Offer',
          name: offer.name,
          price: offer.price,
          priceCurrency: offer.priceCurrency,
          ...(offer.description ? { description: offer.description } : {}),
          url: pageUrl,
        })),
      };
  }
}
