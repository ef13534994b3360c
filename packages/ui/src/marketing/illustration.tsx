/** A picture made by the project (an SVG file of the app) or an editor's, and its intrinsic size. */
export interface IllustrationSource {
  src: string;
  /** The same picture at several widths (`… 640w, … 960w`), in the format of `src`. */
  srcSet?: string;
  /** Better formats first (AVIF), each a `srcset` of its own: drawn as a <picture>. */
  sources?: { type: string; srcSet: string }[];
  /** How wide it is drawn, for choosing from the srcsets; the page's layout says. */
  sizes?: string;
  /** Intrinsic width and height in CSS pixels: the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  /** What the picture shows; empty when the text beside it says it all. */
  alt: string;
}

/** Props of {@link Illustration}. */
export interface IllustrationProps extends IllustrationSource {
  /** Above the fold: load at once. Default false: lazy, for pictures below the fold. */
  priority?: boolean;
  /**
   * A media query (`(max-width: 767.98px)`) where the picture is not shown: the browser
   * takes an empty picture there instead of downloading one a hidden column would hold.
   */
  omittedWhere?: string;
  className?: string;
}

/** A transparent 1×1 GIF: what the browser takes where the picture is omitted, with no request. */
const EMPTY_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

// An inline style, not a styled component: the shared @wtm/ui is part of every first
// visit (decision 0033). 16px is theme.radii.lg.
const pictureStyle = { display: 'block', width: '100%', height: 'auto', borderRadius: '16px' } as const;

/** A product illustration or UI mock-up, sized, lazy-loaded unless it is above the fold. */
export function Illustration({ src, srcSet, sources = [], sizes, width, height, alt, priority = false, omittedWhere, className }: IllustrationProps) {
  const image = (
    <img
      style={pictureStyle}
      src={src}
      srcSet={srcSet}
      sizes={srcSet === undefined ? undefined : sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
  if (sources.length === 0 && omittedWhere === undefined) return image;
  return (
    <picture>
      {/* The first source whose media matches wins: this one before every format. */}
      {omittedWhere === undefined ? null : <source media={omittedWhere} srcSet={EMPTY_PICTURE} />}
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
