// The orders desk's list (DESIGN §8): filters, search, the tabs' counts and the page, all counted in SQL.
import type { AdminOrderPage, AdminOrderSummary } from '@shop/domain/admin-orders.schemas';
import type { AdminOrderListQuery } from '@shop/domain/admin-order-query.schemas';
import { orderStatusLabel } from '@shop/domain/order-status';
import { contactSearchText } from '@shop/domain/search-text';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { paginate } from '../../http/pagination';
import type { AttentionConditions } from './order-attention';
import * as desk from './order-desk.repo';
import type { OrderRow } from './orders.repo';
import { type LocationCard, locationCards } from '../stock/stock.service';

/** A desk search counts this many matching orders at most; past it the list's count says "over 1,000" (0021). */
export const DESK_SEARCH_COUNT_LIMIT = 1_000;

function summary(row: OrderRow, itemCount: number, location: LocationCard | undefined): AdminOrderSummary {
  return {
    id: row.id,
    status: row.status,
    status_display: orderStatusLabel(row.status),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    customer_name: row.recipientName,
    phone_number: row.phoneNumber,
    email: row.email,
    city: row.city,
    district: row.district,
    ward: row.ward,
    item_count: itemCount,
    total_price: row.totalPrice,
    shipping_fee: row.shippingFee,
    discount: row.discount,
    final_total: row.finalTotal,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    company_payment_received: row.companyPaymentReceived,
    amount_received: row.amountReceived,
    source: row.source,
    marketplace_order_id: row.marketplaceOrderId,
    marketplace_status: row.marketplaceStatus,
    tracking_number: row.trackingNumber,
    shipping_company: row.shippingCompany,
    delivery_method: row.deliveryMethod,
    fulfilment_location: location ? { id: location.id, name: location.name } : null,
  };
}

/** The query's filters as the page links carry them (the default ordering left out). */
function linkParams(q: AdminOrderListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const filters = {
    status: q.status,
    payment_status: q.payment_status,
    payment_method: q.payment_method,
    source: q.source,
    delivery_method: q.delivery_method,
    attention: q.attention,
    search: q.search,
    date_from: q.date_from,
    date_to: q.date_to,
    ordering: q.ordering === '-created_at' ? undefined : q.ordering,
  };
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}

/**
 * `GET /api/admin/orders/`: a page of the desk and its tabs' counts; newest first unless asked otherwise.
 * `attention` holds the `?attention=` filters' conditions; `searchCountLimit` is lowered by tests to reach it with a
 * few orders.
 */
export async function listDeskPage(
  {
    db,
    publicUrl,
    attention,
    searchCountLimit = DESK_SEARCH_COUNT_LIMIT,
  }: { db: Db; publicUrl: string; attention: AttentionConditions; searchCountLimit?: number },
  q: AdminOrderListQuery,
): Promise<AdminOrderPage> {
  const filters: desk.DeskFilters = {
    status: q.status,
    paymentStatus: q.payment_status,
    paymentMethod: q.payment_method,
    source: q.source,
    deliveryMethod: q.delivery_method,
    attention: q.attention ? attention[q.attention] : undefined,
    searchText: q.search ? contactSearchText(q.search) || undefined : undefined,
    dateFrom: q.date_from,
    dateTo: q.date_to,
  };
  // The tabs' counts under the other filters also give the list's own count: one grouped query, not two.
  // A search too broad for them is counted again under its status, up to the same limit.
  const counts = await desk.countByStatus(db, filters, searchCountLimit);
  let found: number;
  if (counts) found = q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  else found = q.status ? await desk.countUpTo(db, filters, searchCountLimit) : searchCountLimit + 1;
  const count = Math.min(found, searchCountLimit);
  const offset = (q.page - 1) * q.page_size;
  if (q.page > 1 && offset >= count) throw new NotFoundError('Trang không hợp lệ.');
  const rows = await desk.listDeskOrders(db, filters, { limit: q.page_size, offset, ordering: q.ordering });
  const locations = await locationCards(
    db,
    rows.map((r) => r.order.fulfilmentLocationId),
  );
  const results = rows.map((r) => summary(r.order, r.itemCount, locations.get(r.order.fulfilmentLocationId ?? 0)));
  return {
    ...paginate(`${publicUrl}/api/admin/orders/`, linkParams(q), q, count, results),
    count_capped: found > searchCountLimit,
    status_counts: counts,
  };
}
