/** A countdown in whole seconds (spec 2 §9: the payment's 600 s), counted from the first render. */
import { useEffect, useState } from 'react';

/**
 * Seconds left of `seconds`, from when the component first rendered, ticking once a second while `running`.
 * Measured against the clock, so a throttled background tab shows the right time when it comes back.
 */
export function useCountdown(seconds: number, running = true): number {
  const [endsAt] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const next = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt, running]);

  return left;
}
