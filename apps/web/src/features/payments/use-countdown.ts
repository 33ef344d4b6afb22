/** A countdown in whole seconds to the order's payment deadline, or spec 2 §9's 600 s without one. */
import { useEffect, useState } from 'react';

const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * Seconds left until `deadline` (an ISO instant: the server's expiry, so a reload shows the same time left), or of
 * `seconds` from the first render when there is none; ticking once a second while `running`. Measured against the
 * clock, so a throttled background tab shows the right time when it comes back.
 */
export function useCountdown(seconds: number, running = true, deadline?: string | null): number {
  const [endsAt] = useState(() => {
    const at = deadline ? Date.parse(deadline) : NaN;
    return Number.isFinite(at) ? at : Date.now() + seconds * 1000;
  });
  const [left, setLeft] = useState(() => secondsUntil(endsAt));

  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const next = secondsUntil(endsAt);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt, running]);

  return left;
}
