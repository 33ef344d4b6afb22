import {
  ADMIN_MESSAGES,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  type AdminStatusEntry,
  type StatusCounts,
} from '@shop/domain/admin.schemas';
import { CHECKOUT_MESSAGES } from '@shop/domain/order.schemas';
import { RELEASED_STATUSES, orderStatusLabel } from '@shop/domain/order-status';
import { SETTLED_PAYMENT_STATUSES } from '@shop/domain/payment.rules';
import { foldVietnamese } from '@shop/domain/search-text';
import { shopDayRange } from '@shop/domain/shop-time';
import type { Db } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import * as desk from './order-desk.repo';
import { enqueueOrderMail } from './order-notices';
import * as repo from './orders.repo';
import type { OrderWriteHook } from './orders.service';

/**
 * The search as orders.search_text holds it: folded like every search; a phone typed with spaces or dots, or an
 * order id written `#12345678` / `DH12345678`, is reduced to its digits, and +84 becomes the 0 the shop stores.
 */
export function deskSearchText(search: string): string {
  const folded = foldVietnamese(search);
  const compact = folded.replace(/[\s.\-()]/g, '');
  const digits = /^(?:#|dh)?(\+?\d+)$/.exec(compact)?.[1];
  if (digits === undefined) return folded;
  return digits.replace(/^\+?84(?=\d{9}$)/, '0');
}

function summary(row: repo.OrderRow, itemCount: number): AdminOrderSummary {
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
    tracking_number: row.trackingNumber,
    shipping_company: row.shippingCompany,
  };
}

/** A desk search counts this many matching orders at most; past it the list's count says "over 1,000" (0021). */
export const DESK_SEARCH_COUNT_LIMIT = 1_000;

/**
 * The orders desk (issue 12): staff's reads of orders and their writes other than status changes (those go through
 * orders.service changeStatus). Each write locks the order, checks it, writes, then runs the caller's hook in the
 * same transaction (the back office's audit row).
 */
export function createOrderDeskService({
  db,
  searchCountLimit = DESK_SEARCH_COUNT_LIMIT,
}: {
  db: Db;
  /** Tests lower it to reach it with a few orders. */
  searchCountLimit?: number;
}) {
  /** Locks the order, lets `write` change it, hands before/after to `onChanged`; all in one transaction. */
  async function write(
    id: number,
    write: (tx: Parameters<OrderWriteHook>[0], order: repo.OrderRow) => Promise<repo.OrderRow>,
    onChanged?: OrderWriteHook,
  ) {
    return db.transaction(async (tx) => {
      const before = await repo.lockOrder(tx, id);
      if (!before) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
      const after = await write(tx, before);
      if (onChanged) await onChanged(tx, { before, after });
      return after;
    });
  }

  return {
    /** A page of the desk and its tabs' counts; newest first unless asked otherwise. */
    async list(q: AdminOrderListQuery): Promise<{
      count: number;
      count_capped: boolean;
      results: AdminOrderSummary[];
      status_counts: StatusCounts | null;
    }> {
      const filters: desk.DeskFilters = {
        status: q.status,
        paymentStatus: q.payment_status,
        paymentMethod: q.payment_method,
        searchText: q.search ? deskSearchText(q.search) || undefined : undefined,
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
      return {
        count,
        count_capped: found > searchCountLimit,
        results: rows.map((r) => summary(r.order, r.itemCount)),
        status_counts: counts,
      };
    },

    /** The DESIGN §3 Order with staff's extras: who moved it and why, the customer, the internal note. */
    async detail(id: number) {
      const row = await repo.findOrderRow(db, id);
      if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
      const [[order], history] = await Promise.all([repo.toOrders(db, [row]), repo.listHistoryWithActors(db, id)]);
      const status_history: AdminStatusEntry[] = history.map((h) => ({
        ...h,
        status_display: orderStatusLabel(h.status),
      }));
      return {
        ...order!,
        status_history,
        customer_name: row.recipientName,
        user_id: row.userId,
        staff_note: row.staffNote,
      };
    },

    /**
     * Cash collected or a transfer checked by hand: paid in full, and the shopper's 'payment received' mail queued. 409 when it is paid already or in a refund state,
     * or when the order was cancelled or returned (money for those is a refund, not a sale).
     */
    markPaid(id: number, onChanged?: OrderWriteHook) {
      return write(
        id,
        async (tx, order) => {
          if (SETTLED_PAYMENT_STATUSES.includes(order.paymentStatus)) {
            throw new ConflictError(ADMIN_MESSAGES.alreadyPaid);
          }
          if (RELEASED_STATUSES.includes(order.status)) throw new ConflictError(ADMIN_MESSAGES.notPayable);
          const paid = await repo.setPaidByHand(tx, id, order.finalTotal);
          await enqueueOrderMail(tx, paid, 'paid');
          return paid;
        },
        onChanged,
      );
    },

    /**
     * The refund due was paid back: `refund_due` → `refunded` (409 otherwise). `amount` (the caller records it;
     * all that was received when absent) may not exceed what was received.
     */
    recordRefund(id: number, amount: number | undefined, onChanged?: OrderWriteHook) {
      return write(
        id,
        async (tx, order) => {
          if (order.paymentStatus !== 'refund_due') throw new ConflictError(ADMIN_MESSAGES.refundNotDue);
          if ((amount ?? 0) > order.amountReceived) {
            throw new BadRequestError(ADMIN_MESSAGES.refundTooLarge, { amount: [ADMIN_MESSAGES.refundTooLarge] });
          }
          return repo.setRefunded(tx, id);
        },
        onChanged,
      );
    },

    setStaffNote(id: number, staffNote: string, onChanged?: OrderWriteHook) {
      return write(id, (tx) => repo.setStaffNote(tx, id, staffNote), onChanged);
    },

    /** The dashboard's order figures over inclusive shop days `from`…`to`. */
    async stats(from: string, to: string, topLimit: number) {
      const range: desk.StatsRange = { from, to, ...shopDayRange(from, to) };
      const [totals, byStatus, daily, { byUnits, byRevenue }] = await Promise.all([
        desk.salesTotals(db, range),
        desk.statusCountsIn(db, range),
        desk.dailySales(db, range),
        desk.topProducts(db, range, topLimit),
      ]);
      return { totals, byStatus, daily, byUnits, byRevenue };
    },
  };
}

export type OrderDeskService = ReturnType<typeof createOrderDeskService>;
