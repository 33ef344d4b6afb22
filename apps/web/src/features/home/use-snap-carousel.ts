import { useCallback, useEffect, useRef, useState } from 'react';

/** A move of the carousel: one slide back, one forward, or straight to a slide (a pagination dot). */
export type CarouselMove = 'prev' | 'next' | number;

/** The slide a move leads to: 'prev' and 'next' wrap around the ends, a slide number is kept within the slides. */
export function stepIndex(from: number, move: CarouselMove, count: number): number {
  if (count <= 0) return 0;
  if (move === 'next') return (from + 1) % count;
  if (move === 'prev') return (from - 1 + count) % count;
  return Math.min(Math.max(Math.trunc(move), 0), count - 1);
}

/** The slide a track shows when scrolled to `scrollLeft`: the nearest one, every slide being one track wide. */
export function slideAt(scrollLeft: number, width: number, count: number): number {
  if (width <= 0 || count <= 0) return 0;
  return Math.min(Math.max(Math.round(scrollLeft / width), 0), count - 1);
}

/**
 * A carousel on the platform's own scrolling: the track is a CSS scroll-snap row of slides one track wide (a finger
 * swipes it natively), moved with `scrollTo`; the selected slide is read back from the scroll position. Autoplay
 * moves to the next slide every `autoplayMs` whatever the shopper does; a manual move (`go`, or a finger on the
 * track) restarts its count. Nothing runs before the effects, so the server's markup and the first client render
 * are the same (slide 0 selected).
 */
export function useSnapCarousel(count: number, autoplayMs: number) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  // The slide the last move asked for, until the track gets there: a second click during the smooth scroll counts
  // from where the first one goes, not from the slide the track is passing.
  const heading = useRef<number | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const scrollTo = useCallback(
    (move: CarouselMove) => {
      const track = trackRef.current;
      if (!track) return;
      const from = heading.current ?? slideAt(track.scrollLeft, track.clientWidth, count);
      const to = stepIndex(from, move, count);
      heading.current = to;
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      track.scrollTo({ left: to * track.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
    },
    [count],
  );

  const restartAutoplay = useCallback(() => {
    window.clearInterval(timer.current);
    if (count > 1) timer.current = window.setInterval(() => scrollTo('next'), autoplayMs);
  }, [autoplayMs, count, scrollTo]);

  useEffect(() => {
    restartAutoplay();
    return () => window.clearInterval(timer.current);
  }, [restartAutoplay]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    // At most one read of the position per frame, however many scroll events the frame brings.
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const at = slideAt(track.scrollLeft, track.clientWidth, count);
        if (at === heading.current) heading.current = null;
        setSelected(at);
      });
    };
    // A finger on the track is a manual move: it goes where the shopper swipes, and the 5 s count starts again.
    const onTouch = () => {
      heading.current = null;
      restartAutoplay();
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('touchstart', onTouch, { passive: true });
    return () => {
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('touchstart', onTouch);
      cancelAnimationFrame(frame);
    };
  }, [count, restartAutoplay]);

  /** A move asked by the shopper (arrow or dot): it restarts the autoplay's count. */
  const go = useCallback(
    (move: CarouselMove) => {
      scrollTo(move);
      restartAutoplay();
    },
    [restartAutoplay, scrollTo],
  );

  // The list may shrink on a refetch before the track reports its new position.
  return { trackRef, selected: Math.min(selected, Math.max(count - 1, 0)), go };
}
