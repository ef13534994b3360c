/** One link-preview image an app draws at build time (content: the words on it). */
export interface PreviewImage {
  /** File name written to the out dir, e.g. `books-preview.png`. */
  file: string;
  /** Small line at the top: the brand or section. */
  eyebrow: string;
  /** The big words: the product or site name. */
  title: string;
  /** One line under it: what it is. */
  subtitle: string;
  /** Short items along the bottom (products, strengths). */
  points: readonly string[];
}

/** Open Graph's recommended size; X's summary_large_image takes the same. */
export const previewSize = { width: 1200, height: 630 } as const;
