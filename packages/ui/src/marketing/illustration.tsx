/** A picture made by the project (an SVG file of the app) and its intrinsic size. */
export interface IllustrationSource {
  src: string;
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
  className?: string;
}

// An inline style, not a styled component: the shared @wtm/ui is part of every first
// visit (decision 0033). 16px is theme.radii.lg.
const pictureStyle = { display: 'block', width: '100%', height: 'auto', borderRadius: '16px' } as const;

/** A product illustration or UI mock-up, sized, lazy-loaded unless it is above the fold. */
export function Illustration({ src, width, height, alt, priority = false, className }: IllustrationProps) {
  return (
    <img
      style={pictureStyle}
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
