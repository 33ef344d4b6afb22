// What a channel is: a way of telling a shopper about an order (e-mail, Zalo; later a marketplace's messages, a
// POS receipt). Given the order and the event, a channel answers the job that will send its message, written in the
// event's own transaction; its job handler (in the area that owns what it sends) makes and sends the message.
import type { NOTIFICATION_CHANNELS } from '@shop/domain/admin-orders.schemas';
import type { DbOrTx } from '../../db/client';
import type { JobSpec } from '../../lib/job-queue';
import type { ZaloOrder } from '../zalo/zalo.service';

/** What happens to an order that someone is told of: the shopper, or the shop (`shop_notice`, a new order). */
export const ORDER_EVENTS = [
  'placed',
  'paid',
  'confirmed',
  'shipped',
  /** A pickup waits at its store (DESIGN §15). */
  'ready_for_pickup',
  'delivered',
  'cancelled',
  /** Staff changed the order's lines, address or fee (DESIGN §12): the new totals. */
  'edited',
  /** Goods came back by line (DESIGN §17), with the money given back for them if any. */
  'returned',
  /** Money given back without goods coming back (DESIGN §17). */
  'refunded',
  'shop_notice',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/**
 * The order as it is in the event's transaction (after the change): what a channel may read of it. Zalo's messages
 * read the most; the e-mail adds the address it goes to.
 */
export interface NotifiedOrder extends ZaloOrder {
  email: string;
}

export interface NotifyOptions {
  /** A cancel's reason, as staff or the shop gave it. */
  reason?: string | null | undefined;
  /** Where the shop's notice of a new order goes (its order e-mail), if anywhere. */
  shopEmail?: string | undefined;
  /** For an event that may happen again (an edit): makes each one's key its own (the order's version). */
  keySuffix?: string | undefined;
  /** A return's or a refund's details as they were when it was recorded (its mail tells them). */
  returned?: ReturnNotice | undefined;
}

/** What the shopper is told of a return or a refund (DESIGN §17): the lines that came back, the money given back. */
export interface ReturnNotice {
  lines: { name: string; quantity: number }[];
  refund: { amount: number; method: string } | null;
}

export interface OrderChannel {
  /** As the admin order answer's `notifications` name it. */
  name: (typeof NOTIFICATION_CHANNELS)[number];
  /** The kind of the jobs it writes: the job handler that sends them is registered under it. */
  kind: string;
  /**
   * The job that tells of `event` on this channel, or null when it has nothing to send (an event it doesn't carry,
   * nobody to send to, the shopper turned it off). The job's key is the event's, so an event is told once.
   */
  job(tx: DbOrTx, order: NotifiedOrder, event: OrderEvent, opts: NotifyOptions): Promise<JobSpec | null>;
}
