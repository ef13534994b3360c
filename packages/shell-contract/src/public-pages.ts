/**
 * What a section tells the shell about each of its public pages, so that the page can be
 * prerendered as a complete document (docs/decisions/0029): its head data. Content is
 * data: the section that owns a route owns these words, next to the page's content.
 */
export interface PublicPage {
  /** Absolute path on the site, as the sitemap lists it (`/books/pricing`). */
  path: string;
  /** The whole document title, exactly as the page's `PageMeta` sets it (≤ 60 characters). */
  title: string;
  /** The meta description, exactly as the page's `PageMeta` sets it (≤ 160 characters). */
  description: string;
  /**
   * The link-preview image (Open Graph, X): a 1200×630 PNG, by absolute URL or by a
   * path on the site. A remote imports its file, so the URL is its release's.
   */
  image: string;
  /** What the image shows, for readers who cannot see it. */
  imageAlt: string;
  /** What the page describes, for search engines (written as JSON-LD). */
  structuredData?: StructuredData;
}

/**
 * A page of the section that is rendered in the browser only (behind sign-in, reached
 * from mail): the site serves the shell's page with this title for it, and knows the
 * path as one of the site's (any other path is sent home). Added in 0.1.2.
 */
export interface ClientPage {
  /**
   * Absolute path; a segment `:name` stands for any one segment (`/events/:slug`), a
   * last segment `*` for any rest.
   */
  path: string;
  /** The whole document title, exactly as the page's `PageMeta` sets it ('' if unknown). */
  title: string;
}

/** schema.org data of a page; the prerender writes it as JSON-LD. */
export type StructuredData = OrganizationData | SoftwareApplicationData;

/** The vendor, on the home page. */
export interface OrganizationData {
  kind: 'Organization';
  name: string;
  /** The site's address (defaults to the site's public URL). */
  url?: string;
  email?: string;
  telephone?: string;
  /** The vendor's profiles elsewhere (social links). */
  sameAs?: readonly string[];
  /** The vendor's logo: a URL, or a path on the site. */
  logo?: string;
}

/** A product with its prices, on its pricing page. Ratings only where real reviews are shown. */
export interface SoftwareApplicationData {
  kind: 'SoftwareApplication';
  name: string;
  /** schema.org category, e.g. `BusinessApplication`. */
  applicationCategory: string;
  /** e.g. `Web, Windows`. */
  operatingSystem: string;
  offers: readonly SoftwareOffer[];
}

/** One price of a product, as the pricing content states it. */
export interface SoftwareOffer {
  /** The plan or edition, e.g. `Enterprise Edition`. */
  name: string;
  /** Decimal amount, e.g. `1500`. */
  price: string;
  /** ISO 4217 code, e.g. `INR`. */
  priceCurrency: string;
  description?: string;
}
