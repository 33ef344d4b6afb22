/**
 * The shipping line (spec 2 §2, §4 'Shipping fee', §8): recalculated 500 ms after the address, ward, district,
 * city or order total change, once all are filled. A failed call falls back to 30.000 ₫ (orange note); an answer
 * that makes no sense is an error (red), and the order can't be placed until the fee is known.
 *
 * A submit made while the fee is loading waits for it (`whenSettled`): the click that leaves the address field is
 * usually that submit, and it must place the order, not be lost.
 */
import { FALLBACK_SHIPPING_FEE, FALLBACK_SHIPPING_MESSAGE } from '@shop/domain/shipping.rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import type { CalculateFeeBody } from '@shop/domain/shipping-fee.schemas';
import { calculateFee } from './checkout.queries';

/** spec 2 §9 recalculation delay. */
export const FEE_DELAY_MS = 500;
export const FEE_ERROR_MESSAGE = 'Không thể tính phí vận chuyển';

export type ShippingState =
  | { kind: 'unknown' }
  | { kind: 'loading' }
  /**
   * `dvvc`: a partner carrier delivers (DESIGN §11). With `fee` above 0 the shop charges the carrier's quote in the
   * order; at 0 the carrier collects its fee on delivery, `carrierFee` being the quote to expect (null: unknown).
   */
  | { kind: 'ok'; fee: number; dvvc: boolean; message: string; carrierFee: number | null }
  | { kind: 'fallback'; fee: number; message: string }
  | { kind: 'error'; message: string };

export function useShippingFee(input: CalculateFeeBody): {
  state: ShippingState;
  /** The settled state: at once unless loading, else once the newest input's answer arrives. */
  whenSettled: () => Promise<ShippingState>;
} {
  const complete = Boolean(input.destination_address?.trim() && input.ward && input.district && input.city);
  const key = JSON.stringify(input);
  // The answer is kept with the input it answers: a newer input shows 'loading' until its own answer arrives.
  const [answer, setAnswer] = useState<{ key: string; state: ShippingState } | null>(null);
  // Submits waiting for the answer under way; an input changed meanwhile makes them wait for the newer answer.
  const waiting = useRef<((state: ShippingState) => void)[]>([]);
  const settled = useRef<{ key: string; state: ShippingState } | null>(null);

  useEffect(() => {
    const release = (state: ShippingState) => {
      const resolvers = waiting.current;
      waiting.current = [];
      for (const resolve of resolvers) resolve(state);
    };
    if (!complete) {
      settled.current = null;
      release({ kind: 'unknown' });
      return;
    }
    const controller = new AbortController();
    const settle = (state: ShippingState) => {
      if (controller.signal.aborted) return;
      settled.current = { key, state };
      setAnswer({ key, state });
      release(state);
    };
    const timer = setTimeout(() => {
      calculateFee(JSON.parse(key) as CalculateFeeBody, controller.signal)
        .then((body) => {
          if (!body || typeof body.shipping_fee !== 'number' || body.shipping_fee < 0) {
            settle({ kind: 'error', message: FEE_ERROR_MESSAGE });
          } else if (body.fallback_used) {
            settle({ kind: 'fallback', fee: body.shipping_fee, message: FALLBACK_SHIPPING_MESSAGE });
          } else {
            settle({
              kind: 'ok',
              fee: body.shipping_fee,
              dvvc: body.DVVC === true,
              message: body.message,
              carrierFee: body.carrier_fee ?? null,
            });
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

  const state: ShippingState = !complete
    ? { kind: 'unknown' }
    : answer?.key === key
      ? answer.state
      : { kind: 'loading' };

  // The render's own input: an answer that arrived after this render resolves at once, a newer one when it comes.
  const whenSettled = useCallback(
    () =>
      new Promise<ShippingState>((resolve) => {
        if (!complete) resolve({ kind: 'unknown' });
        else if (settled.current?.key === key) resolve(settled.current.state);
        else waiting.current.push(resolve);
      }),
    [complete, key],
  );

  return { state, whenSettled };
}

/** The fee the order will carry, or null while it isn't known (or in error). */
export function knownFee(state: ShippingState): number | null {
  // A carrier's fee the shop charges is in the order; one the carrier collects on delivery is 0 here.
  if (state.kind === 'ok') return state.fee;
  if (state.kind === 'fallback') return state.fee;
  return null;
}
