/**
 * The bank-transfer calls of spec 2 §7: create the QR payment (`POST /api/orders/{id}/sepay-payment/`, no body) and
 * read the payment state (`GET /api/orders/{id}/sepay-status/`, what the payment screens poll). The order itself
 * comes from `ordersQueries.detail`. Keys start with 'payments'.
 */
import type { SepayPaymentData, SepayPaymentResponse } from '@shop/domain/payment.schemas';
import type { PaymentState } from '@shop/domain/payment.rules';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client';
import { PAYMENT_TEXTS } from './payment-texts';
import { queryKeys } from '../../lib/query-keys';

/** A 2xx answer that is not `{success: true, data}`: the server's `error` or the spec's fallback. */
class PaymentNotCreated extends Error {}

/**
 * Why the payment could not be created, as the QR screen words it (spec 2 §8): the server's `error`, else
 * 'Không thể tạo thanh toán Sepay' for an answer without one; a failure that is not an answer (network, time-out,
 * 5xx) is an exception: 'Có lỗi xảy ra khi khởi tạo thanh toán', and `exception` tells the screen to toast.
 */
export function createPaymentError(error: unknown): { message: string; exception: boolean } {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    const body = error.body as { error?: unknown } | null;
    const message = typeof body?.error === 'string' && body.error ? body.error : PAYMENT_TEXTS.createFailed;
    return { message, exception: false };
  }
  if (error instanceof PaymentNotCreated) return { message: error.message, exception: false };
  return { message: PAYMENT_TEXTS.createException, exception: true };
}

async function createSepayPayment(orderId: number): Promise<SepayPaymentData> {
  const body = await api<SepayPaymentResponse | { success?: false; error?: unknown } | null>(
    `/api/orders/${orderId}/sepay-payment/`,
    { method: 'POST' },
  );
  if (body?.success === true && body.data) return body.data;
  const error = body && 'error' in body && typeof body.error === 'string' && body.error ? body.error : undefined;
  throw new PaymentNotCreated(error ?? PAYMENT_TEXTS.createFailed);
}

/** One read of the payment state (spec 2 §7). */
export function fetchPaymentStatus(orderId: number, signal?: AbortSignal): Promise<PaymentState> {
  return api<PaymentState>(`/api/orders/${orderId}/sepay-status/`, { signal });
}

/**
 * `POST /api/orders/{id}/cash-payment/`: the payment page's cash choice, so the order says cash on delivery rather
 * than an online method the shopper left.
 */
export function chooseCashOnDelivery(orderId: number): Promise<PaymentState> {
  return api<PaymentState>(`/api/orders/${orderId}/cash-payment/`, { method: 'POST' });
}

export const paymentsQueries = {
  /**
   * The QR payment of an order. A POST, but one the server answers the same way for the same order (the account,
   * the amount and the content that names the order), so a query: it runs once per visit (never refetched, never
   * retried: a refusal won't change) and is dropped when the screen closes, so a later visit asks again.
   */
  sepay: (orderId: number) =>
    queryOptions({
      queryKey: queryKeys.payments.sepay(orderId),
      queryFn: () => createSepayPayment(orderId),
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};
