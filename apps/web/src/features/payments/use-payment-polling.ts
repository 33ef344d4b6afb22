/**
 * The payment poll of spec 2 §7 / §8 for a screen: reads `GET /api/orders/{id}/sepay-status/` every 3000 ms, from
 * the moment `enabled` is true, until the payment is complete or `maxAttempts` reads are used up (100 by default;
 * /payment/{orderId} passes 200). Shared by both payment screens.
 *
 * @example
 * const poll = usePaymentPolling({
 *   orderId,
 *   enabled: Boolean(payment),
 *   maxAttempts: 200, // /payment/{orderId}
 *   onComplete: () => redirectToSuccess(),
 * });
 * poll.isPaid; poll.isChecking; poll.status; void poll.checkNow();
 *
 * - `onComplete(state)` runs when the payment is complete (spec 2 §4 'success'), at most once per order, whether
 *   the poll or `checkNow` saw it. The latest callback is used; it need not be stable.
 * - When the poll gives up (spec 2 §4 'timeout' / 'error'), the hook toasts 'Lỗi kiểm tra thanh toán: {error}'
 *   ('Payment timeout', 'Timeout: Unable to get payment status' or 'Polling failed'), `status` and `error` say
 *   which, and the optional `onGiveUp(outcome)` runs. The payment may still arrive: `checkNow` keeps working.
 * - `checkNow()` is the manual 'Kiểm tra thanh toán': one read at once (`isChecking` meanwhile); a payment still
 *   incomplete toasts 'Đang chờ thanh toán'.
 */
import { type PaymentState, isPaymentComplete } from '@shop/domain/payment.rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api-client';
import { ERROR_TOAST_MS } from '../../lib/toast-durations';
import {
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_MAX_ATTEMPTS,
  type PaymentPollOutcome,
  pollPaymentStatus,
} from './payment-polling';
import { PAYMENT_TEXTS } from './payment-texts';
import { fetchPaymentStatus } from './payments.queries';

export interface UsePaymentPollingOptions {
  orderId: number;
  /** The poll starts when this turns true (default true) and stops when it turns false. */
  enabled?: boolean;
  /** spec 2 §7: 100 by default, 200 on /payment/{orderId}. */
  maxAttempts?: number;
  intervalMs?: number;
  /** The payment is complete (paid and received): called once per order. */
  onComplete?: (state: PaymentState) => void;
  /** The poll ended without success: 'timeout' or 'error' (already toasted). */
  onGiveUp?: (outcome: Exclude<PaymentPollOutcome, { type: 'success' }>) => void;
}

export interface PaymentPolling {
  /** 'idle' until enabled, 'polling' while reading, then how the poll ended. */
  status: 'idle' | 'polling' | PaymentPollOutcome['type'];
  /** spec 2 §4: paid and the money received. */
  isPaid: boolean;
  /** A manual check (`checkNow`) is under way: the screen shows 'Đang kiểm tra...'. */
  isChecking: boolean;
  /** The last state read, if any. */
  state: PaymentState | null;
  /** The timeout or error message, if the poll gave up. */
  error: string | null;
  checkNow: () => Promise<void>;
}

/** A 4xx other than 408/429 (the order is gone or not the shopper's, the sign-in ended): retrying won't help. */
function isFatal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

export function usePaymentPolling({
  orderId,
  enabled = true,
  maxAttempts = PAYMENT_POLL_MAX_ATTEMPTS,
  intervalMs = PAYMENT_POLL_INTERVAL_MS,
  onComplete,
  onGiveUp,
}: UsePaymentPollingOptions): PaymentPolling {
  const [state, setState] = useState<PaymentState | null>(null);
  // Keyed by order, so another order starts from 'polling' without resetting state inside an effect.
  const [ended, setEnded] = useState<{ orderId: number; outcome: PaymentPollOutcome } | null>(null);
  const [isChecking, setChecking] = useState(false);

  const callbacks = useRef({ onComplete, onGiveUp });
  useEffect(() => {
    callbacks.current = { onComplete, onGiveUp };
  });
  /** The order whose success was reported: never twice, and its poll is not started again. */
  const paidOrderRef = useRef<number | null>(null);
  const loopRef = useRef<AbortController | null>(null);

  const finish = useCallback((id: number, outcome: PaymentPollOutcome) => {
    if (paidOrderRef.current === id) return;
    setEnded({ orderId: id, outcome });
    if (outcome.type === 'success') {
      paidOrderRef.current = id;
      loopRef.current?.abort();
      setState(outcome.state);
      callbacks.current.onComplete?.(outcome.state);
    } else {
      toast.error(PAYMENT_TEXTS.checkFailed(outcome.error), { duration: ERROR_TOAST_MS });
      callbacks.current.onGiveUp?.(outcome);
    }
  }, []);

  useEffect(() => {
    if (!enabled || paidOrderRef.current === orderId) return;
    const controller = new AbortController();
    loopRef.current = controller;
    void pollPaymentStatus({
      check: (signal) => fetchPaymentStatus(orderId, signal),
      maxAttempts,
      intervalMs,
      signal: controller.signal,
      onState: setState,
      isFatal,
    }).then((outcome) => {
      if (outcome) finish(orderId, outcome);
    });
    return () => controller.abort();
  }, [enabled, orderId, maxAttempts, intervalMs, finish]);

  const checkingRef = useRef(false);
  const checkNow = useCallback(async () => {
    if (checkingRef.current || paidOrderRef.current === orderId) return;
    checkingRef.current = true;
    setChecking(true);
    try {
      const current = await fetchPaymentStatus(orderId);
      setState(current);
      if (isPaymentComplete(current)) finish(orderId, { type: 'success', state: current });
      else toast.info(PAYMENT_TEXTS.waiting);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast.error(PAYMENT_TEXTS.checkFailed(message), { duration: ERROR_TOAST_MS });
    } finally {
      checkingRef.current = false;
      setChecking(false);
    }
  }, [orderId, finish]);

  const outcome = ended?.orderId === orderId ? ended.outcome : null;
  return {
    status: outcome ? outcome.type : enabled ? 'polling' : 'idle',
    isPaid: outcome?.type === 'success',
    isChecking,
    state,
    error: outcome && outcome.type !== 'success' ? outcome.error : null,
    checkNow,
  };
}
