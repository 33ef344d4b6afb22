/** The counter (DESIGN §15): how a sale is paid, declared once for the database enum, the schemas and the till. */
export const POS_PAYMENT_METHODS = ['cash', 'transfer', 'card'] as const;
export type PosPaymentMethod = (typeof POS_PAYMENT_METHODS)[number];

export const POS_PAYMENT_METHOD_LABELS: Record<PosPaymentMethod, string> = {
  cash: 'Tiền mặt',
  transfer: 'Chuyển khoản',
  card: 'Thẻ',
};

/** A sale's payment as the till sends it: one or two methods (DESIGN §15). */
export interface PosPaymentPart {
  method: PosPaymentMethod;
  amount: number;
}

/** How a sale is settled: the change to give, what was paid at once (cash, card) and whether a transfer waits. */
export interface PosSettlement {
  /** What the customer handed over beyond the cash part (0 without a cash part). */
  change: number;
  /** Cash (net of change) and card: received at once. */
  paidNow: number;
  /** A transfer part waits for SePay's webhook or staff. */
  transfer: boolean;
  /** The cash the customer handed over, or null without a cash part. */
  cashReceived: number | null;
}

/**
 * Settles a sale of `total` with its parts (DESIGN §15), or names what is wrong: the parts must sum to the total
 * exactly (`paymentsSum`), and the cash handed over must cover the cash part (`cashShort`; left out, it is the cash
 * part exactly). The schema already keeps the parts to one or two distinct methods.
 */
export function settlePosPayments(
  total: number,
  payments: readonly PosPaymentPart[],
  cashReceived: number | null,
): PosSettlement | { issue: 'paymentsSum' | 'cashShort' } {
  const sum = payments.reduce((s, p) => s + p.amount, 0);
  if (sum !== total) return { issue: 'paymentsSum' };
  const paidNow = payments.filter((p) => p.method !== 'transfer').reduce((s, p) => s + p.amount, 0);
  const transfer = payments.some((p) => p.method === 'transfer');
  const cash = payments.find((p) => p.method === 'cash')?.amount;
  if (cash === undefined) return { change: 0, paidNow, transfer, cashReceived: null };
  const received = cashReceived ?? cash;
  if (received < cash) return { issue: 'cashShort' };
  return { change: received - cash, paidNow, transfer, cashReceived: received };
}
