/** Shapes of the Books content files: components render whatever these say. */

/**
 * An in-app link with visible text; `to` is an absolute site path (routes of the shell
 * and other remotes included). Same shape as the route case of @wtm/ui's `LinkTarget`.
 */
export interface ContentLink {
  label: string;
  to: string;
}

/** Document title and meta description of one screen. */
export interface PageMetaContent {
  title: string;
  description: string;
}

/** A customer's words about the product (invented: the vendor must confirm them). */
export interface TestimonialContent {
  quote: string;
  name: string;
  role: string;
  company: string;
  city: string;
}

/** One feature of a group, with a line saying what it does. */
export interface FeatureItemContent {
  name: string;
  description: string;
}

/** A group of the All Features list. */
export interface FeatureGroupContent {
  name: string;
  /** One or two sentences for the Features page. */
  summary: string;
  items: FeatureItemContent[];
}

/** One slide of a banner carousel. */
export interface SlideContent {
  title: string;
  text: string;
  link?: ContentLink;
}

/** A box with a heading, a short text and one link (trial, features, help). */
export interface CallToActionContent {
  heading: string;
  text: string;
  action: ContentLink;
}
