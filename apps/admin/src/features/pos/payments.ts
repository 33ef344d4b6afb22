/**
 * How a counter sale is paid (DESIGN §15): one method for the whole total, or two whose amounts sum to it; cash
 * received gives change. The arithmetic the payment panel shows and the sale sends, in integer dong; the server
 * checks the same (POS_MESSAGES).
 */
import { POS_MESSAGES, type PosPayment } from '@shop/domain/pos.schemas';
import type { PosPaymentMethod } from '@shop/domain/pos.rules';

export interface PaymentDraft {
  method: PosPaymentMethod;
  /** Two methods: the second pays what the first does not. */
  second: PosPaymentMethod | null;
  /** With two methods: what the first pays. */
  firstAmount: number | null;
  /** Cash the customer handed over; null: exactly the cash part. */
  received: number | null;
}

export type Settlement =
  | { ok: true; payments: PosPayment[]; cash_received: number | null; change: number; cash: number }
  | { ok: false; message: string };

export const PAYMENT_MESSAGES = {
  nothingToPay: 'Đơn chưa có tiền cần thanh toán.',
  sameMethod: 'Hai hình thức thanh toán phải khác nhau.',
  firstAmount: (total: number) =>
    `Số tiền hình thức thứ nhất phải lớn hơn 0 và nhỏ hơn tổng tiền (${total.toLocaleString('vi-VN')}đ).`,
} as const;

/**
 * An amount typed at the till: digits with or without thousands dots or spaces (`150.000`, `150 000`), or thousands
 * with `k` (`150k`, `1,5k` = 1 500). Null when it isn't one.
 */
export function parseMoney(text: string): number | null {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/\s/g, '')
    .replace(/(đ|vnd)$/, '');
  const thousands = /^(\d{1,8})(?:[.,](\d{1,3}))?k$/.exec(t);
  if (thousands) return Number(thousands[1]) * 1000 + Number((thousands[2] ?? '').padEnd(3, '0'));
  const plain = t.replace(/[.,_]/g, '');
  return /^\d{1,11}$/.test(plain) ? Number(plain) : null;
}

/** The payments of a draft for `total`, the cash received and the change, or why it can't be sent yet. */
export function settle(total: number, draft: PaymentDraft): Settlement {
  if (!(total > 0)) return { ok: false, message: PAYMENT_MESSAGES.nothingToPay };
  let payments: PosPayment[];
  if (draft.second === null) {
    payments = [{ method: draft.method, amount: total }];
  } else {
    if (draft.second === draft.method) return { ok: false, message: PAYMENT_MESSAGES.sameMethod };
    const first = draft.firstAmount;
    if (first === null || !Number.isSafeInteger(first) || first <= 0 || first >= total) {
      return { ok: false, message: PAYMENT_MESSAGES.firstAmount(total) };
    }
    payments = [
      { method: draft.method, amount: first },
      { method: draft.second, amount: total - first },
    ];
  }
  const cash = payments.find((p) => p.method === 'cash')?.amount ?? 0;
  if (cash === 0) return { ok: true, payments, cash_received: null, change: 0, cash };
  const received = draft.received ?? cash;
  if (received < cash) return { ok: false, message: POS_MESSAGES.cashShort };
  return { ok: true, payments, cash_received: received, change: received - cash, cash };
}

/** Notes customers often hand over for `amount`: the exact sum, then round sums above it (3 at most). */
export function quickCash(amount: number): number[] {
  if (!(amount > 0)) return [];
  const out = new Set<number>([amount]);
  for (const step of [10_000, 50_000, 100_000, 500_000]) {
    const up = Math.ceil(amount / step) * step;
    if (up > amount) out.add(up);
    if (out.size === 4) break;
  }
  return [...out].sort((a, b) => a - b);
}
