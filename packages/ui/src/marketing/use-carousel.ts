import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.ts';

/** `auto` follows the reduced-motion setting; `playing`/`paused` are the user's explicit choice. */
type PlayState = 'auto' | 'playing' | 'paused';

interface Options {
  count: number;
  autoRotate: boolean;
  intervalMs: number;
}

/**
 * Slide index and rotation state of a carousel. Rotation runs only when enabled, when
 * there is more than one slide, when the user has not paused it (and, until they press
 * Play, has not asked for reduced motion) and while nobody hovers or focuses it.
 */
export function useCarousel({ count, autoRotate, intervalMs }: Options) {
  const [rawIndex, setIndex] = useState(0);
  const [playState, setPlayState] = useState<PlayState>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const canRotate = autoRotate && count > 1;
  const playing = canRotate && (playState === 'playing' || (playState === 'auto' && !reducedMotion));
  const rotating = playing && !hovered && !focused;
  // Content may shrink the slide list under us; never point past its end.
  const index = count > 0 ? Math.min(rawIndex, count - 1) : 0;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs]);

  return {
    index,
    canRotate,
    playing,
    rotating,
    goTo: (next: number) => setIndex(((next % count) + count) % count),
    togglePlaying: () => setPlayState(playing ? 'paused' : 'playing'),
    setHovered,
    setFocused,
  };
}
