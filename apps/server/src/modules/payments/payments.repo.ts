// The payments area's tables: the webhooks as received, the providers' transactions credited, the PayOS links.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { type PaymentProvider, paymentTransactions, paymentWebhooks, payosLinks } from '../../db/schema/payments';

/**
 * Records the provider's transaction once: false when this provider id was recorded before (a replay). The
 * unique key decides, so two deliveries of one transaction at the same moment still credit once.
 */
export async function recordTransaction(
  tx: Tx,
  values: { provider: PaymentProvider; externalId: string; orderId: number; amount: number; gateway?: string | null },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentTransactions)
    .values(values)
    .onConflictDoNothing({ target: [paymentTransactions.provider, paymentTransactions.externalId] })
    .returning({ id: paymentTransactions.id });
  return rows.length === 1;
}

export async function recordWebhook(
  db: DbOrTx,
  values: {
    provider: PaymentProvider;
    body: string;
    outcome: string;
    externalId?: string | null;
    orderId?: number | null;
  },
) {
  await db.insert(paymentWebhooks).values(values);
}

/** The money providers reported for the order, oldest first (the back office's payment records). */
export async function listTransactionsOf(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId))
    .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id));
}

export async function findPayosLink(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(payosLinks).where(eq(payosLinks.orderId, orderId));
  return row;
}

export type PayosLinkRow = typeof payosLinks.$inferSelect;

/** Claims the order's first PayOS link; false when another request got there first. */
export async function claimFirstPayosLink(db: DbOrTx, orderId: number, orderCode: number, amount: number) {
  const rows = await db
    .insert(payosLinks)
    .values({ orderId, attempt: 0, orderCode, amount })
    .onConflictDoNothing({ target: payosLinks.orderId })
    .returning({ orderId: payosLinks.orderId });
  return rows.length === 1;
}

/**
 * Claims the next link in place of `current` (cancelled, expired or abandoned); false when another request has
 * already replaced it.
 */
export async function claimNextPayosLink(db: DbOrTx, current: PayosLinkRow, orderCode: number, amount: number) {
  const rows = await db
    .update(payosLinks)
    .set({
      attempt: current.attempt + 1,
      orderCode,
      amount,
      paymentLinkId: null,
      checkoutUrl: null,
      createdAt: sql`now()`,
    })
    .where(and(eq(payosLinks.orderId, current.orderId), eq(payosLinks.attempt, current.attempt)))
    .returning({ orderId: payosLinks.orderId });
  return rows.length === 1;
}

export async function savePayosLink(db: DbOrTx, orderId: number, link: { paymentLinkId: string; checkoutUrl: string }) {
  await db.update(payosLinks).set(link).where(eq(payosLinks.orderId, orderId));
}

export async function deletePayosLink(db: DbOrTx, orderId: number) {
  await db.delete(payosLinks).where(eq(payosLinks.orderId, orderId));
}
