/**
 * Payment rules shared by the server and the web app (spec 2 §4 'Payment', DESIGN §4 'Payments'). No zod here:
 * the web app imports this from its payment screens.
 */
import { type OrderStatus, type PaymentMethod, type PaymentStatus, RELEASED_STATUSES } from './order-status';

/** What `GET /api/orders/{id}/sepay-status/` answers and the payment screens poll. */
export interface PaymentState {
  payment_status: PaymentStatus;
  company_payment_received: boolean;
  payment_method: PaymentMethod;
}

/** spec 2 §4: a payment counts as complete only when it is paid and the shop has received the money. */
export function isPaymentComplete(state: Pick<PaymentState, 'payment_status' | 'company_payment_received'>) {
  return state.payment_status === 'paid' && state.company_payment_received;
}

const TRANSFER_PREFIX = 'DH';

/** The bank-transfer content that names the order (DESIGN §4: e.g. `DH12345678`). */
export function transferContent(orderId: number): string {
  return `${TRANSFER_PREFIX}${orderId}`;
}

/**
 * The order a transfer's content names, or null. Banks rewrite contents (prefix their own reference, change case,
 * add separators), so the code is searched anywhere in the text, even glued to other words (some banks drop the spaces); order ids are 8 digits (DESIGN §4), so the digits
 * must not run on.
 */
export function orderIdInTransferContent(content: string): number | null {
  const match = /DH[\s.\-_]?(\d{8})(?!\d)/i.exec(content);
  return match ? Number(match[1]) : null;
}

/** How much the shop holds for an order: its payment state and the sum of the money credited to it. */
export interface MoneyState {
  payment_status: PaymentStatus;
  /** Every provider transaction credited to the order (SePay transfers, PayOS payments), in dong. */
  amount_received: number;
}

/**
 * The shop has money against the order: it is paid (cash collected included) or some money arrived, a partial
 * transfer too. Such an order is not the shopper's to cancel, and cancelling it makes a refund due.
 */
export function hasMoneyAgainst(state: MoneyState): boolean {
  return state.payment_status === 'paid' || state.amount_received > 0;
}

/** The payment state an order gets when it is cancelled or returned: a refund is due when money was received. */
export function paymentStatusOnRelease(state: MoneyState): PaymentStatus {
  return hasMoneyAgainst(state) ? 'refund_due' : state.payment_status;
}

/**
 * What became of money credited to an order: `paid` (covers the total exactly), `overpaid` (paid, with a surplus
 * to give back), `partial` (still short), `refund_due` (the order was cancelled or returned: it must not become
 * paid, the money goes back).
 */
export type CreditOutcome = 'paid' | 'overpaid' | 'partial' | 'refund_due';

/**
 * Credits `amount` to an order (DESIGN §4, §7): transfers add up; the order is paid once they
 * cover `final_total`; money beyond it, or arriving for an already paid order, is an overpayment; money for a
 * cancelled or returned order is a refund due, whatever it covers. The sum is kept within safe integers.
 */
export function creditPayment(
  order: MoneyState & { status: OrderStatus; final_total: number },
  amount: number,
): { outcome: CreditOutcome; payment_status: PaymentStatus; amount_received: number } {
  const received = Math.min(order.amount_received + amount, Number.MAX_SAFE_INTEGER);
  const released =
    RELEASED_STATUSES.includes(order.status) ||
    order.payment_status === 'refund_due' ||
    order.payment_status === 'refunded';
  if (released) return { outcome: 'refund_due', payment_status: 'refund_due', amount_received: received };
  if (order.payment_status === 'paid' || received > order.final_total) {
    return { outcome: 'overpaid', payment_status: 'paid', amount_received: received };
  }
  if (received === order.final_total) return { outcome: 'paid', payment_status: 'paid', amount_received: received };
  return { outcome: 'partial', payment_status: order.payment_status, amount_received: received };
}

/** Payment states in which the order's money is settled: paid, or owed back (DESIGN §8 'Mark paid'). */
export const SETTLED_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'refund_due', 'refunded'];

/**
 * Staff may record a payment by hand (cash collected, a transfer checked): not when the money is settled already,
 * nor for a cancelled or returned order, whose money is a refund rather than a sale.
 */
export function canMarkPaid(order: {
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method?: PaymentMethod;
}): boolean {
  // On account (DESIGN §17) the customer's payments pay it, on their account's page.
  if (order.payment_method === 'on_account') return false;
  return !SETTLED_PAYMENT_STATUSES.includes(order.payment_status) && !RELEASED_STATUSES.includes(order.status);
}

/**
 * What the courier collects on delivery (the delivery note): the total less what was received, nothing once the
 * order is paid or its money is owed back.
 */
export function amountToCollect(order: MoneyState & { final_total: number; payment_method?: PaymentMethod }): number {
  // On account (DESIGN §17): the customer pays later, on their account; the courier collects nothing.
  if (order.payment_method === 'on_account' || SETTLED_PAYMENT_STATUSES.includes(order.payment_status)) return 0;
  return Math.max(0, order.final_total - order.amount_received);
}
