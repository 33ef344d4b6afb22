/**
 * The PayOS (card / online) calls shared by checkout and /payment/{orderId} (spec 2 §4 'Checkout flow', §7,
 * DESIGN §4 'Payments'): the payment link, and the one status change the client asks for, to cancelled.
 */
import type { Order } from '@shop/domain/order-response.schemas';
import type { PayosPaymentResponse } from '@shop/domain/payment.schemas';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Shown when the server gave no `error` text (spec 2 §8: the text is not shown by the spec). */
export const PAYOS_LINK_FAILED = 'Không thể tạo liên kết thanh toán. Vui lòng thử lại sau.';

/**
 * `POST /api/orders/{id}/payos-payment/`: the link to PayOS's checkout page. No body: amount, description and the
 * return / cancel URLs come from the server.
 */
export async function requestPayosLink(orderId: number): Promise<PayosPaymentResponse> {
  const body = await api<PayosPaymentResponse | null>(`/api/orders/${orderId}/payos-payment/`, { method: 'POST' });
  // The browser is sent there (or frames it): only a web address will do, never `javascript:` or garbage.
  if (typeof body?.checkoutUrl !== 'string' || !/^https?:\/\//i.test(body.checkoutUrl)) {
    throw new Error('PayOS link: no checkoutUrl in the answer');
  }
  return { checkoutUrl: body.checkoutUrl };
}

/**
 * The link as a query for /payment/{orderId}: asking again returns the same link while it is pending (DESIGN §7),
 * so it runs once per visit (never retried: a refusal won't change on its own) and is dropped when the panel closes.
 */
export const payosLinkQuery = (orderId: number) =>
  queryOptions({
    queryKey: queryKeys.payments.payos(orderId),
    queryFn: () => requestPayosLink(orderId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** `POST /api/orders/{id}/update_status/` `{status: 'cancelled'}` (spec 2 §4: the only change the client asks). */
export function cancelOrder(orderId: number): Promise<Order> {
  return api<Order>(`/api/orders/${orderId}/update_status/`, { method: 'POST', json: { status: 'cancelled' } });
}

/** The text a failed payment call shows: the server's `error`, else its `detail`, else `fallback`. */
export function paymentErrorMessage(error: unknown, fallback = PAYOS_LINK_FAILED): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return error.message;
  const body = error.body as Record<string, unknown> | null;
  if (body && typeof body === 'object') {
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.detail === 'string' && body.detail) return body.detail;
  }
  return fallback;
}
