/**
 * The shipping line (spec 2 §2, §4 'Shipping fee', §8): recalculated 500 ms after the address, ward, district,
 * city or order total change, once all are filled. A failed call falls back to 30.000 ₫ (orange note); an answer
 * that makes no sense is an error (red), and the order can't be placed until the fee is known.
 */
import { FALLBACK_SHIPPING_FEE, FALLBACK_SHIPPING_MESSAGE } from '@shop/domain/shipping.rules';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { type FeeInput, calculateFee } from './checkout.queries';

/** spec 2 §9 recalculation delay. */
export const FEE_DELAY_MS = 500;
export const FEE_ERROR_MESSAGE = 'Không thể tính phí vận chuyển';

export type ShippingState =
  | { kind: 'unknown' }
  | { kind: 'loading' }
  | { kind: 'ok'; fee: number; dvvc: boolean; message: string }
  | { kind: 'fallback'; fee: number; message: string }
  | { kind: 'error'; message: string };

export function useShippingFee(input: FeeInput): ShippingState {
  const complete = Boolean(input.destination_address.trim() && input.ward && input.district && input.city);
  const key = JSON.stringify(input);
  // The answer is kept with the input it answers: a newer input shows 'loading' until its own answer arrives.
  const [answer, setAnswer] = useState<{ key: string; state: ShippingState } | null>(null);

  useEffect(() => {
    if (!complete) return;
    const controller = new AbortController();
    const settle = (state: ShippingState) => {
      if (!controller.signal.aborted) setAnswer({ key, state });
    };
    const timer = setTimeout(() => {
      calculateFee(JSON.parse(key) as FeeInput, controller.signal)
        .then((body) => {
          if (!body || typeof body.shipping_fee !== 'number' || body.shipping_fee < 0) {
            settle({ kind: 'error', message: FEE_ERROR_MESSAGE });
          } else if (body.fallback_used) {
            settle({ kind: 'fallback', fee: body.shipping_fee, message: FALLBACK_SHIPPING_MESSAGE });
          } else {
            settle({ kind: 'ok', fee: body.shipping_fee, dvvc: body.DVVC === true, message: body.message });
          }
        })
        .catch((error: unknown) => {
          // Any failure of the call: the fixed fee (spec 2 §8).
          if (error instanceof ApiError) {
            settle({ kind: 'fallback', fee: FALLBACK_SHIPPING_FEE, message: FALLBACK_SHIPPING_MESSAGE });
          } else {
            settle({ kind: 'error', message: FEE_ERROR_MESSAGE });
          }
        });
    }, FEE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [complete, key]);

  if (!complete) return { kind: 'unknown' };
  return answer?.key === key ? answer.state : { kind: 'loading' };
}

/** The fee the order will carry, or null while it isn't known (or in error). */
export function knownFee(state: ShippingState): number | null {
  if (state.kind === 'ok') return state.dvvc ? 0 : state.fee;
  if (state.kind === 'fallback') return state.fee;
  return null;
}
