/**
 * The orders desk's calls (DESIGN §8, `/api/admin/orders/…`): one query-options factory per resource, and the
 * writes. Keys start with `['admin', 'orders']`; a write puts the order it got back into the cache and marks the
 * lists and the new-orders count stale, nothing else. The staff order form also reads the catalogue (its product
 * box) and the vouchers under their own areas' keys, and asks the shop's fee quote.
 */
import type { AdminProductPage } from '@shop/domain/admin-catalog.schemas';
import type {
  AdminOrder,
  AdminOrderPage,
  BulkTransitionResponse,
  MarkPaidRequest,
  OrderMail,
  OrderNotification,
  RefundRequest,
  TransitionRequest,
} from '@shop/domain/admin-orders.schemas';
import type { AdminOrderEdit, StaffOrderCreateRequest } from '@shop/domain/admin-order-edit.schemas';
import type { AdminPromotionPage } from '@shop/domain/admin-promotions.schemas';
import type { OrderRefund, OrderRefundRequest, ReturnCreated, ReturnRequest } from '@shop/domain/returns.schemas';
import type { ShippingFeeResponse } from '@shop/domain/order-response.schemas';
import type { CalculateFeeRequest } from '@shop/domain/shipping-fee.schemas';
import type { OrderStatus } from '@shop/domain/order-status';
import type { PublicConfig } from '@shop/domain/shop.schemas';
import type { PickupLocationList, PickupLocationsRequest } from '@shop/domain/pickup.schemas';
import { type QueryClient, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api, toQuery } from '../../lib/api';
import { type PickOption, pickOptions } from './order-lines';
import type { OrdersSearch } from './orders-search';

/** The desk and the menu's badge refresh themselves this often (every 30 s). */
export const REFRESH_MS = 30_000;

const ORDERS = ['admin', 'orders'] as const;
/** How many matches the staff order's product box offers. */
const PICK_SIZE = 8;

export const ordersQueries = {
  list: (search: OrdersSearch) =>
    queryOptions({
      queryKey: [...ORDERS, 'list', search],
      queryFn: ({ signal }) => api<AdminOrderPage>(`/api/admin/orders/${toQuery(search)}`, { signal }),
      placeholderData: keepPreviousData,
      refetchInterval: REFRESH_MS,
    }),

  /** New orders nobody confirmed yet: the menu's badge. */
  pendingCount: () =>
    queryOptions({
      queryKey: [...ORDERS, 'pending-count'],
      queryFn: ({ signal }) =>
        api<AdminOrderPage>('/api/admin/orders/?status=pending&page_size=1', { signal }).then((p) => p.count),
      refetchInterval: REFRESH_MS,
    }),

  detail: (id: number) =>
    queryOptions({
      queryKey: [...ORDERS, 'detail', id],
      queryFn: ({ signal }) => api<AdminOrder>(`/api/admin/orders/${id}/`, { signal }),
    }),

  /** The stores that hand over pickups, each with whether it has every line now (DESIGN §15; public). */
  pickupStores: (items: PickupLocationsRequest['items']) =>
    queryOptions({
      queryKey: [...ORDERS, 'pickup-stores', items],
      queryFn: ({ signal }) =>
        api<PickupLocationList>('/api/pickup-locations/', { method: 'POST', json: { items }, signal, auth: false }),
      enabled: items.length > 0,
    }),

  /** The shop's name and hotline for the delivery note (`GET /api/config`, public). */
  shop: () =>
    queryOptions({
      queryKey: ['admin', 'shop-config'],
      queryFn: ({ signal }) => api<PublicConfig>('/api/config', { signal, auth: false }),
      staleTime: Infinity,
    }),

  /** The product box of a staff order: active products and variants matching a name or SKU (2 letters or more). */
  productPicks: (search: string) =>
    queryOptions<PickOption[]>({
      queryKey: ['admin', 'products', 'pick', search],
      queryFn: ({ signal }) =>
        api<AdminProductPage>(`/api/admin/products/${toQuery({ search, is_active: true, page_size: PICK_SIZE })}`, {
          signal,
        }).then((p) => pickOptions(p.results)),
      enabled: search.length >= 2,
      placeholderData: keepPreviousData,
      staleTime: 10_000,
    }),

  /** The vouchers a staff order may apply: the active ones. */
  vouchers: () =>
    queryOptions({
      queryKey: ['admin', 'promotions', 'active-for-orders'],
      queryFn: ({ signal }) =>
        api<AdminPromotionPage>(`/api/admin/promotions/${toQuery({ is_active: true, page_size: 100 })}`, { signal }),
      staleTime: 60_000,
    }),
};

/**
 * After a write: the order as the server now has it; lists and the badge count again. An exchange order also changes
 * the order it was given for (its return now names it).
 */
export function orderChanged(queryClient: QueryClient, order: AdminOrder) {
  queryClient.setQueryData(ordersQueries.detail(order.id).queryKey, order);
  if (order.exchange_for) {
    void queryClient.invalidateQueries({ queryKey: ordersQueries.detail(order.exchange_for.order).queryKey });
  }
  void queryClient.invalidateQueries({ queryKey: [...ORDERS, 'list'] });
  void queryClient.invalidateQueries({ queryKey: ordersQueries.pendingCount().queryKey });
}

/**
 * What every write from an order's page shares (with `useStaffWrite`): the answered order replaces the cached one;
 * a refusal is a toast, and a 409 (another staff member moved it first, or the move isn't allowed any more) or a
 * 404 fetches the order and the lists again and closes the dialog.
 */
export function orderWrite(orderId: number, onDone?: () => void) {
  return {
    changed: (queryClient: QueryClient, order: AdminOrder) => orderChanged(queryClient, order),
    refused: (queryClient: QueryClient, error: Error) => {
      if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 404)) return;
      void queryClient.invalidateQueries({ queryKey: ordersQueries.detail(orderId).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...ORDERS, 'list'] });
      onDone?.();
    },
    onDone,
    tell: 'toast' as const,
  };
}

export type TransitionBody = Partial<Omit<TransitionRequest, 'status'>> & { status: OrderStatus };

const post = <T>(path: string, json: unknown) => api<T>(path, { method: 'POST', json });

export const orderWrites = {
  transition: (id: number, body: TransitionBody) => post<AdminOrder>(`/api/admin/orders/${id}/transition/`, body),
  markPaid: (id: number, body: Partial<MarkPaidRequest>) =>
    post<AdminOrder>(`/api/admin/orders/${id}/mark-paid/`, body),
  refund: (id: number, body: RefundRequest) => post<AdminOrder>(`/api/admin/orders/${id}/refund/`, body),
  staffNote: (id: number, staff_note: string) =>
    api<AdminOrder>(`/api/admin/orders/${id}/`, { method: 'PATCH', json: { staff_note } }),
  /** A staff order (DESIGN §12): by phone, Zalo, Facebook, at the counter. */
  create: (body: StaffOrderCreateRequest) => post<AdminOrder>('/api/admin/orders/', body),
  /** Lines, address, phone, fee, note, with the order's `version` (a 409 when another edit came first). */
  edit: (id: number, body: AdminOrderEdit) =>
    api<AdminOrder>(`/api/admin/orders/${id}/`, { method: 'PATCH', json: body }),
  bulkTransition: (ids: number[], status: OrderStatus) =>
    post<BulkTransitionResponse>('/api/admin/orders/bulk-transition/', { ids, status }),
  /** A notification again: a mail through the mail log's resend, a Zalo message through its own. */
  resendNotification: (orderId: number, n: OrderNotification): Promise<OrderMail | OrderNotification> =>
    n.channel === 'email'
      ? api<OrderMail>(`/api/admin/orders/${orderId}/mails/${n.id}/resend/`, { method: 'POST' })
      : api<OrderNotification>(`/api/admin/orders/${orderId}/zalo/${n.id}/resend/`, { method: 'POST' }),
};

/** After a return or a refund (DESIGN §17): the order's page and the lists are fetched again (status, money). */
export function orderReturned(queryClient: QueryClient, orderId: number) {
  void queryClient.invalidateQueries({ queryKey: ordersQueries.detail(orderId).queryKey });
  void queryClient.invalidateQueries({ queryKey: [...ORDERS, 'list'] });
}

/** Goods taken back by line, and money given back on its own (their answers are the return and the refund). */
export const returnWrites = {
  create: (id: number, body: z.input<typeof ReturnRequest>) =>
    post<ReturnCreated>(`/api/admin/orders/${id}/returns/`, body),
  refund: (id: number, body: z.input<typeof OrderRefundRequest>) =>
    post<OrderRefund>(`/api/admin/orders/${id}/refunds/`, body),
};

/** The shop's own fee for the staff order's address and lines (the checkout's quote). */
export const quoteShippingFee = (body: z.input<typeof CalculateFeeRequest>) =>
  post<ShippingFeeResponse>('/api/shipping/calculate-fee/', body);
