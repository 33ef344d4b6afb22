/**
 * Receivables (công nợ, DESIGN §17): a customer on payment terms buys on account (`on_account` staff orders), is due
 * `payment_terms_days` after delivery, may owe up to `credit_limit`, and pays later; a payment pays the oldest open
 * orders first and what is left is their credit. The pure rules, shared by the server and the back office.
 */
import { groupThousands } from './money';
import { REFUND_METHOD_LABELS } from './returns.rules';

export const PAYMENT_TERMS_MAX_DAYS = 365;

/** How a customer pays towards their account: REFUND_METHODS' wording, without the marketplace's. */
export const CUSTOMER_PAYMENT_METHODS = ['cash', 'transfer', 'card'] as const;
export type CustomerPaymentMethod = (typeof CUSTOMER_PAYMENT_METHODS)[number];
/**
 * What a line of the account's payments is: money staff recorded (CUSTOMER_PAYMENT_METHODS), or `return`, the credit a
 * return of an on_account order gives the account (the returned goods' value, less what was refunded in money).
 */
export const CUSTOMER_PAYMENT_KINDS = [...CUSTOMER_PAYMENT_METHODS, 'return'] as const;
export type CustomerPaymentKind = (typeof CUSTOMER_PAYMENT_KINDS)[number];
export const CUSTOMER_PAYMENT_METHOD_LABELS: Record<CustomerPaymentKind, string> = {
  cash: REFUND_METHOD_LABELS.cash,
  transfer: REFUND_METHOD_LABELS.transfer,
  card: REFUND_METHOD_LABELS.card,
  return: 'Trả hàng',
};

/** The reference of a return's credit on the account: the return and its order. */
export const returnCreditReference = (returnId: number, orderId: number) =>
  `Phiếu trả hàng #${returnId} của đơn #${orderId}`;

/** '5.000.000đ': how the account's messages write money (staff read them in a toast). */
const dong = (n: number) => `${groupThousands(n)}đ`;

export const RECEIVABLE_MESSAGES = {
  termsInvalid: `Hạn thanh toán phải là số ngày nguyên từ 0 đến ${PAYMENT_TERMS_MAX_DAYS}.`,
  creditLimitInvalid: 'Hạn mức công nợ phải là số nguyên không âm (đồng).',
  amountInvalid: 'Số tiền phải là số nguyên dương (đồng).',
  methodInvalid: 'Hình thức thanh toán phải là tiền mặt, chuyển khoản hoặc thẻ.',
  referenceTooLong: 'Mã tham chiếu tối đa 200 ký tự.',
  customerNotFound: 'Không tìm thấy khách hàng.',
  /** 400 on an on_account staff order for a customer who pays now. */
  noTerms:
    'Khách hàng này chưa được mua công nợ (hạn thanh toán 0 ngày). Hãy đặt hạn thanh toán cho khách hoặc nhóm khách trước.',
  /** 409 on an on_account order, or an edit of one, beyond the customer's credit limit. */
  overLimit: (limit: number, balance: number, amount: number) =>
    `Vượt hạn mức công nợ: hạn mức ${dong(limit)}, đang nợ ${dong(balance)}, đơn này ${dong(amount)}.`,
  /** 409 on the desk's "mark paid" for an on_account order: its money goes through the customer's account. */
  markPaidOnAccount: 'Đơn công nợ được thanh toán qua công nợ của khách: hãy ghi nhận thanh toán ở trang khách hàng.',
  /** 409 when a shopper would pay an on_account order by a method of theirs (the payment screens). */
  paysThroughAccount: 'Đơn hàng này được thanh toán theo công nợ với cửa hàng, không thanh toán trực tuyến.',
  formatInvalid: 'Định dạng phải là json hoặc csv.',
} as const;

/** A customer's or a group's own terms: null where the customer takes the group's (a group always has days). */
export interface OwnTerms {
  payment_terms_days: number | null;
  credit_limit: number | null;
}

/** The terms in force: days after delivery an on_account order is due (0: pays now) and the limit (null: none). */
export interface AccountTerms {
  payment_terms_days: number;
  credit_limit: number | null;
}

/** The customer's own terms, else their group's, else 0 days and no limit (DESIGN §17). */
export function effectiveTerms(own: OwnTerms, group: OwnTerms | null): AccountTerms {
  return {
    payment_terms_days: own.payment_terms_days ?? group?.payment_terms_days ?? 0,
    credit_limit: own.credit_limit ?? group?.credit_limit ?? null,
  };
}

/** Whether staff may sell to the customer on account: they have days to pay. */
export const sellsOnAccount = (terms: AccountTerms) => terms.payment_terms_days > 0;

/** What the customer may still buy on account: the limit less the balance (never below 0); null without a limit. */
export function availableCredit(limit: number | null, balance: number): number | null {
  return limit === null ? null : Math.max(0, limit - balance);
}

/** An order of `amount` on top of `balance` passes the limit (null: no limit). */
export function withinLimit(limit: number | null, balance: number, amount: number): boolean {
  return limit === null || balance + amount <= limit;
}

/** An open order as a payment sees it: what it still owes, oldest first. */
export interface OwedOrder {
  id: number;
  owed: number;
}

/**
 * Spreads `amount` over `orders` in their order (the oldest first), each paid up to what it owes: the parts and
 * what is left over (the customer's credit).
 */
export function allocate(
  amount: number,
  orders: readonly OwedOrder[],
): { parts: { id: number; amount: number }[]; left: number } {
  const parts: { id: number; amount: number }[] = [];
  let left = amount;
  for (const order of orders) {
    if (left <= 0) break;
    const part = Math.min(left, order.owed);
    if (part <= 0) continue;
    parts.push({ id: order.id, amount: part });
    left -= part;
  }
  return { parts, left };
}

/** Whole days from `due` to `now` when `now` is past it (0 otherwise): how late an order's payment is. */
export function daysOverdue(due: Date, now: Date): number {
  const ms = now.getTime() - due.getTime();
  return ms > 0 ? Math.floor(ms / 86_400_000) : 0;
}
