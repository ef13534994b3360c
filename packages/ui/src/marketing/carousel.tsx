import { useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Controls, Dot, IconButton, Picker, Root, RotationButton, Slide, SlideStack } from './carousel-styles.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useCarousel } from './use-carousel.ts';

/** One slide of a {@link Carousel}. */
export interface CarouselSlide {
  /** Short name of the slide, e.g. "Testimonial from Priya Sharma"; names its picker button. */
  label: string;
  content: ReactNode;
}

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Customer testimonials". */
  label: string;
  slides: readonly CarouselSlide[];
  /** Rotate automatically (unless the user prefers reduced motion). Default `true`. */
  autoRotate?: boolean;
  /** Time per slide while rotating, in ms. Default 6000. */
  intervalMs?: number;
  className?: string;
}

const icon = (path: string) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * A slide show following the WAI-ARIA carousel pattern: a named region with a
 * Pause/Play button, previous/next buttons and one picker button per slide (arrow keys
 * move between pickers). It rotates every `intervalMs` only when the user has not asked
 * for reduced motion, and stops while hovered or focused. All slides are stacked in one
 * fixed box, so changing slides never shifts the page.
 */
export function Carousel({ label, slides, autoRotate = true, intervalMs = 6000, className }: CarouselProps) {
  const slidesId = useId();
  const pickerRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const carousel = useCarousel({ count: slides.length, autoRotate, intervalMs });
  const { index, goTo } = carousel;
  const hydrated = useHydrated();

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
  }

  function handlePickerKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + slides.length) % slides.length;
    goTo(next);
    pickerRefs.current[next]?.focus();
  }

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={handleBlur}
    >
      {carousel.canRotate ? (
        <RotationButton type="button" data-needs-script aria-label={carousel.playing ? 'Pause slides' : 'Play slides'} onClick={carousel.togglePlaying}>
          {carousel.playing ? icon('M5 3v10M11 3v10') : icon('M4 2.5l9 5.5-9 5.5z')}
        </RotationButton>
      ) : null}
      {/* Announce slide changes only when the user makes them, not on every rotation. */}
      <SlideStack id={slidesId} aria-live={carousel.rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          const current = position === index;
          return (
            <Slide
              // Slides are content in a fixed order; the position is their identity.
              key={position}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${slides.length}: ${slide.label}`}
              // Only once hydrated: before, the hidden slides are out of sight and reach by
              // their style, and a reader without JavaScript gets every slide (index.html).
              aria-hidden={hydrated ? !current : undefined}
              inert={hydrated ? !current : undefined}
              $current={current}
            >
              {slide.content}
            </Slide>
          );
        })}
      </SlideStack>
      {slides.length > 1 ? (
        <Controls data-needs-script>
          <IconButton type="button" aria-label="Previous slide" aria-controls={slidesId} onClick={() => goTo(index - 1)}>
            {icon('M10 3L5 8l5 5')}
          </IconButton>
          <Picker role="group" aria-label="Choose slide" onKeyDown={handlePickerKeyDown}>
            {slides.map((slide, position) => (
              <Dot
                key={position}
                ref={(node) => {
                  pickerRefs.current[position] = node;
                }}
                type="button"
                aria-label={slide.label}
                aria-controls={slidesId}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => goTo(position)}
              />
            ))}
          </Picker>
          <IconButton type="button" aria-label="Next slide" aria-controls={slidesId} onClick={() => goTo(index + 1)}>
            {icon('M6 3l5 5-5 5')}
          </IconButton>
        </Controls>
      ) : null}
    </Root>
  );
}
