// Returns and refunds as answers show them (DESIGN §17): staff's (the admin order answer, a return's 201) and the
// shopper's, and the orders area's ReturnsOf port over the returns' tables, which app.ts hands to orders (orders may
// not import returns, who use orders).
import type {
  OrderRefund,
  OrderReturn,
  PublicOrderReturn,
  PublicRefund,
  ReturnInvoiceAdjustment,
} from '@shop/domain/returns.schemas';
import { REFUND_METHOD_LABELS, receivedForRefund, refundableAmount, returnLineName } from '@shop/domain/returns.rules';
import type { DbOrTx } from '../../db/client';
import { type AdjustmentRow, adjustmentsOf } from '../invoices/invoices.service';
import type { OrderRow, ReturnedItem, ReturnsOf } from '../orders/orders.service';
import { locationCards } from '../stock/stock.service';
import { linkExchange } from './return-exchange';
import * as repo from './returns.repo';

export function shapeRefund(r: repo.RefundRow): OrderRefund {
  return {
    id: r.id,
    amount: r.amount,
    method: r.method,
    method_display: REFUND_METHOD_LABELS[r.method],
    reference: r.reference,
    return: r.returnId,
    created_at: r.createdAt.toISOString(),
  };
}

function shapeAdjustment(a: AdjustmentRow | undefined): ReturnInvoiceAdjustment | null {
  return a ? { status: a.status, number: a.number, error: a.error } : null;
}

/** What a return needs beside its own rows: its order's lines by id, where it restocked, its e-invoice adjustment. */
export interface ReturnContext {
  items: ReadonlyMap<number, ReturnedItem>;
  location: { id: number; name: string } | null;
  refund: repo.RefundRow | undefined;
  adjustment: AdjustmentRow | undefined;
}

export function shapeReturn(row: repo.ReturnRow, lines: repo.ReturnLineRow[], ctx: ReturnContext): OrderReturn {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    reason: row.reason,
    location: ctx.location,
    lines: lines.map((l) => {
      const item = ctx.items.get(l.orderItemId);
      return {
        order_item: l.orderItemId,
        name: item ? returnLineName(item) : '',
        quantity: l.quantity,
        restock: l.restock,
      };
    }),
    refund: ctx.refund ? shapeRefund(ctx.refund) : null,
    exchange_order: row.exchangeOrderId,
    invoice_adjustment: shapeAdjustment(ctx.adjustment),
  };
}

const byId = (items: readonly ReturnedItem[]) => new Map(items.map((i) => [i.id, i]));

/** Staff's view of the orders' returns: each with its lines, refund, location and adjustment, oldest first. */
async function staffReturns(db: DbOrTx, orderId: number, items: readonly ReturnedItem[]) {
  const { returns, lines, refunds } = await repo.listOfOrders(db, [orderId]);
  const [cards, adjustments] = await Promise.all([
    locationCards(
      db,
      returns.map((r) => r.locationId),
    ),
    adjustmentsOf(
      db,
      returns.map((r) => r.id),
    ),
  ]);
  const named = byId(items);
  const shaped = returns.map((r) => {
    const card = r.locationId === null ? undefined : cards.get(r.locationId);
    return shapeReturn(
      r,
      lines.filter((l) => l.returnId === r.id),
      {
        items: named,
        location: card ? { id: card.id, name: card.name } : null,
        refund: refunds.find((f) => f.returnId === r.id),
        adjustment: adjustments.get(r.id),
      },
    );
  });
  return { returns: shaped, refunds };
}

/** The shopper's view: which lines came back and when, and the money given back. */
async function shown(db: DbOrTx, orders: readonly { id: number; items: readonly ReturnedItem[] }[]) {
  const { returns, lines, refunds } = await repo.listOfOrders(
    db,
    orders.map((o) => o.id),
  );
  const out = new Map<number, { returns: PublicOrderReturn[]; refunds: PublicRefund[] }>();
  for (const order of orders) {
    const named = byId(order.items);
    out.set(order.id, {
      returns: returns
        .filter((r) => r.orderId === order.id)
        .map((r) => ({
          id: r.id,
          created_at: r.createdAt.toISOString(),
          lines: lines
            .filter((l) => l.returnId === r.id)
            .map((l) => ({
              order_item: l.orderItemId,
              name: named.has(l.orderItemId) ? returnLineName(named.get(l.orderItemId)!) : '',
              quantity: l.quantity,
            })),
        })),
      refunds: refunds
        .filter((f) => f.orderId === order.id)
        .map(({ amount, method, createdAt }) => ({
          amount,
          method,
          method_display: REFUND_METHOD_LABELS[method],
          created_at: createdAt.toISOString(),
        })),
    });
  }
  return out;
}

/** What the shop received for the order and what may still be refunded, its refunds summed. */
export function moneyBack(order: OrderRow, refunded: number) {
  const received = receivedForRefund({
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    amount_received: order.amountReceived,
    final_total: order.finalTotal,
    account_paid: order.accountPaid,
  });
  const refundable = refundableAmount(received, refunded, {
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
  });
  return { received, refunded, refundable };
}

/** The orders area's ReturnsOf, over the returns' tables; each read joins the caller's transaction. */
export const returnsForOrders: ReturnsOf = {
  shown,
  async detail(db, order, items) {
    const [{ returns, refunds }, exchanged] = await Promise.all([
      staffReturns(db, order.id, items),
      repo.returnExchangedBy(db, order.id),
    ]);
    const { received, refundable } = moneyBack(
      order,
      refunds.reduce((s, r) => s + r.amount, 0),
    );
    return {
      returns,
      refunds: refunds.map(shapeRefund),
      received,
      refundable,
      exchange_for: exchanged ? { return: exchanged.id, order: exchanged.orderId } : null,
    };
  },
  returnedUnits: repo.returnedByItem,
  linkExchange,
};
