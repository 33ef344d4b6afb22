/**
 * The payment poll of spec 2 §7 / §8 without React: read the payment state every 3000 ms until it is complete
 * (`isPaymentComplete`: paid and the money received), for at most `maxAttempts` reads (100 by default; the
 * /payment page allows 200). `usePaymentPolling` runs it for a screen; it is separate so it can be tested with
 * fake timers.
 */
import { type PaymentState, isPaymentComplete } from '@shop/domain/payment.rules';

/** spec 2 §9. */
export const PAYMENT_POLL_INTERVAL_MS = 3000;
export const PAYMENT_POLL_MAX_ATTEMPTS = 100;

/** spec 2 §8 'Payment polling': the outcomes' messages, as the spec writes them. */
export const POLLING_ERRORS = {
  /** The attempts ran out and the last read failed: the state is unknown. */
  statusUnavailable: 'Timeout: Unable to get payment status',
  /** The attempts ran out and the payment is still not complete. */
  paymentTimeout: 'Payment timeout',
  /** A read failed in a way that retrying won't fix (the order is gone, the shopper was signed out). */
  failed: 'Polling failed',
} as const;

/** spec 2 §4: success, timeout or error. */
export type PaymentPollOutcome =
  { type: 'success'; state: PaymentState } | { type: 'timeout'; error: string } | { type: 'error'; error: string };

export interface PollPaymentOptions {
  /** One read of the state (`fetchPaymentStatus`). */
  check: (signal: AbortSignal) => Promise<PaymentState>;
  maxAttempts?: number;
  intervalMs?: number;
  /** Stops the poll: the promise then settles with null and no callback runs again. */
  signal: AbortSignal;
  /** Every state read, complete or not. */
  onState?: (state: PaymentState, attempt: number) => void;
  /** Errors that end the poll at once with 'Polling failed'; any other failed read is retried. */
  isFatal?: (error: unknown) => boolean;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Reads at once, then every `intervalMs` after the previous read settled, so a slow answer never overlaps the
 * next read. Settles with the outcome, or null when `signal` aborted first.
 */
export async function pollPaymentStatus({
  check,
  maxAttempts = PAYMENT_POLL_MAX_ATTEMPTS,
  intervalMs = PAYMENT_POLL_INTERVAL_MS,
  signal,
  onState,
  isFatal = () => false,
}: PollPaymentOptions): Promise<PaymentPollOutcome | null> {
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (attempt > 1) await wait(intervalMs, signal);
    if (signal.aborted) return null;
    try {
      const state = await check(signal);
      if (signal.aborted) return null;
      onState?.(state, attempt);
      if (isPaymentComplete(state)) return { type: 'success', state };
      if (attempt === maxAttempts) return { type: 'timeout', error: POLLING_ERRORS.paymentTimeout };
    } catch (error) {
      if (signal.aborted) return null;
      if (isFatal(error)) return { type: 'error', error: POLLING_ERRORS.failed };
      if (attempt === maxAttempts) return { type: 'timeout', error: POLLING_ERRORS.statusUnavailable };
    }
  }
  // maxAttempts below 1: nothing was read.
  return { type: 'timeout', error: POLLING_ERRORS.statusUnavailable };
}
