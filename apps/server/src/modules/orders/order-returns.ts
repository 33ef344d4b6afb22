// What orders need of the returns by line (DESIGN §17): the returns and refunds an order's answers show, the units
// line returns already gave back (a whole-order return gives back only the rest), and an exchange order's link to its
// return. The returns area implements this port and owns their tables; it uses orders, so orders never import it back.
// And what the returns area writes of an order in its transaction once goods or money came back.
import type { Order } from '@shop/domain/order-response.schemas';
import type {
  ExchangeOf,
  OrderRefund,
  OrderReturn,
  PublicOrderReturn,
  PublicRefund,
} from '@shop/domain/returns.schemas';
import type { DbOrTx, Tx } from '../../db/client';
import { setRefunded } from './order-money.repo';
import * as repo from './orders.repo';

/** A line as the returns name it: its id and its snapshot's names. */
export type ReturnedItem = Pick<Order['items'][number], 'id' | 'product_name' | 'variant_name' | 'quantity'>;

/** What staff see of an order's returns and money given back (the admin order answer). */
export interface OrderReturnsDetail {
  returns: OrderReturn[];
  refunds: OrderRefund[];
  received: number;
  refundable: number;
  exchange_for: ExchangeOf | null;
}

export interface ReturnsOf {
  /** The shopper's view of each order's returns and refunds, the lines named from the order's items. */
  shown(
    db: DbOrTx,
    orders: readonly { id: number; items: readonly ReturnedItem[] }[],
  ): Promise<Map<number, { returns: PublicOrderReturn[]; refunds: PublicRefund[] }>>;
  /** Staff's view of one order. */
  detail(db: DbOrTx, order: repo.OrderRow, items: readonly ReturnedItem[]): Promise<OrderReturnsDetail>;
  /** The units each of the order's lines gave back through line returns (by order item id). */
  returnedUnits(db: DbOrTx, orderId: number): Promise<Map<number, number>>;
  /**
   * Links a staff order to the return it gives goods in exchange for, in the order's transaction: 400 for an unknown
   * return, 409 when that return has its exchange already.
   */
  linkExchange(tx: Tx, returnId: number, orderId: number): Promise<void>;
}

/** What a return or a refund settled, for {@link settleReturn}. */
export interface ReturnOutcome {
  /** Every delivered unit of every line has now come back. */
  allReturned: boolean;
  /** What the shop received (returns.rules receivedForRefund), and whether the refunds now add up to it. */
  received: number;
  refundedAll: boolean;
  actorId: number;
  note: string;
}

/**
 * The order after a return or a refund, in the returns area's transaction (the order row locked by it): once every
 * delivered unit came back by line returns the order becomes `returned` (its history names the staff member and the
 * reason), as the whole-order return would have made it, its stock already back line by line; money received is then
 * owed back (`refund_due`) unless the refunds already gave it all back (`refunded`). An order whose refund was due
 * becomes `refunded` once the refunds add up to what was received. Anything else leaves it as it is.
 */
export async function settleReturn(tx: Tx, order: repo.OrderRow, o: ReturnOutcome): Promise<repo.OrderRow> {
  if (o.allReturned && order.status === 'delivered') {
    // On account, what was paid goes back to the customer's credit (the returns area releases it): nothing to refund.
    const paymentStatus =
      order.paymentMethod === 'on_account'
        ? 'unpaid'
        : o.received > 0
          ? o.refundedAll
            ? 'refunded'
            : 'refund_due'
          : order.paymentStatus;
    const after = await repo.setStatus(tx, order.id, 'returned', paymentStatus);
    await repo.insertHistory(tx, order.id, 'returned', o.actorId, o.note || null);
    return after;
  }
  if (o.refundedAll && order.paymentStatus === 'refund_due') return setRefunded(tx, order.id);
  return order;
}
