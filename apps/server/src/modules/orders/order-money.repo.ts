// The money columns of an order: what staff recorded by hand, the payment method and window the shopper chose, a
// refund paid back, and a provider's payment credited (the payments area's webhooks, in their transaction).
import type { PaymentMethod, PaymentStatus } from '@shop/domain/order-status';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { OrderRow } from './orders.repo';

/** `sepay_transfer_amount` is an int4: a sum beyond it is kept at the largest value (it is far past any total). */
const INT4_MAX = 2_147_483_647;

/**
 * Staff recorded the money by hand (cash collected, a transfer checked in the bank): paid in full, received by the
 * shop.
 */
export async function setPaidByHand(tx: Tx, id: number, finalTotal: number): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      companyPaymentReceived: true,
      amountReceived: sql`GREATEST(${orders.amountReceived}, ${finalTotal})`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** The payment method the shopper chose on the payment screens, and the payment window it opens (or closes). */
export async function setPaymentMethod(
  tx: Tx,
  id: number,
  method: PaymentMethod,
  paymentExpiresAt: Date | null,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ paymentMethod: method, paymentExpiresAt, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** Pending unpaid online orders without a payment window get one ending at `expiresAt`; answers them. */
export async function openMissingPaymentWindows(tx: Tx, expiresAt: Date) {
  const rows = await tx
    .update(orders)
    .set({ paymentExpiresAt: expiresAt })
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'unpaid'),
        inArray(orders.paymentMethod, ['sepay', 'payos']),
        isNull(orders.paymentExpiresAt),
      ),
    )
    .returning({ id: orders.id, paymentExpiresAt: orders.paymentExpiresAt });
  return rows as { id: number; paymentExpiresAt: Date }[];
}

/** The money due back was paid back. */
export async function setRefunded(tx: Tx, id: number): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ paymentStatus: 'refunded', updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** The order's payment state, locked until the transaction ends: a provider's payment is credited against it. */
export async function lockOrderForPayment(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      finalTotal: orders.finalTotal,
      sepayTransferAmount: orders.sepayTransferAmount,
      amountReceived: orders.amountReceived,
      paymentStatus: orders.paymentStatus,
      companyPaymentReceived: orders.companyPaymentReceived,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

/**
 * Writes what a credited transaction did to the order (payment.rules creditPayment): the sum received and the
 * payment state; a bank transfer also adds to `sepay_transfer_amount` and names its bank. `becamePaid` marks the
 * payment complete and records the provider as how it was paid, whatever the order first said.
 */
export async function applyPaymentCredit(
  tx: Tx,
  orderId: number,
  credit: {
    provider: Exclude<PaymentMethod, 'cash'>;
    amountReceived: number;
    paymentStatus: PaymentStatus;
    becamePaid: boolean;
    sepayTransferAmount?: number;
    gateway?: string | null;
  },
) {
  await tx
    .update(orders)
    .set({
      amountReceived: credit.amountReceived,
      paymentStatus: credit.paymentStatus,
      ...(credit.sepayTransferAmount === undefined
        ? {}
        : { sepayTransferAmount: Math.min(credit.sepayTransferAmount, INT4_MAX) }),
      ...(credit.gateway ? { sepayGateway: credit.gateway } : {}),
      ...(credit.becamePaid ? { companyPaymentReceived: true, paymentMethod: credit.provider } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId));
}
