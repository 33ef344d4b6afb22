/**
 * Pure helpers of the payment screens (spec 2 §2 'Bank-transfer QR screen', §9): how an account number, the
 * countdown and the "copy everything" text are written. No React, no DOM: unit-tested beside.
 */
import { formatVnd } from '@shop/domain/money';
import type { SepayPaymentData } from '@shop/domain/payment.schemas';

/**
 * spec 2 §9: the payment countdown, 600 s (10 min): what the screen counts when the server gives no deadline. The
 * server's deadline (`payment_expires_at`, ORDER_PAYMENT_TTL_MINUTES) wins, so the countdown and the expiry agree.
 */
export const PAYMENT_COUNTDOWN_SECONDS = 600;

/**
 * An account number in groups of four, as banks print them, so a shopper can read it off the screen and type it:
 * '0123456789' → '0123 4567 89'. Spaces or dots already in it are dropped first; letters are kept as they are.
 */
export function formatAccountNumber(accountNumber: string): string {
  const compact = accountNumber.replace(/[\s.-]+/g, '');
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * spec 2 §9: the countdown shown as m:ss (600 → '10:00', 59 → '0:59'). Fractions round up, so the screen never
 * shows 0:00 while time is left; anything at or below zero (or not a number) is '0:00'.
 */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** The amount as a bank app's amount field takes it: digits only ('150000'), never '150.000 ₫'. */
export function amountForTransfer(amount: number): string {
  return String(Math.max(0, Math.round(amount)));
}

/** What 'Sao chép tất cả thông tin' puts on the clipboard: one line per detail, as the screen labels them. */
export function paymentDetailsText(
  payment: Pick<SepayPaymentData, 'bank_name' | 'account_number' | 'account_name' | 'amount' | 'content'>,
): string {
  return [
    `Ngân hàng: ${payment.bank_name}`,
    `Số tài khoản: ${payment.account_number}`,
    `Chủ tài khoản: ${payment.account_name}`,
    `Số tiền: ${formatVnd(payment.amount)}`,
    `Nội dung chuyển khoản: ${payment.content}`,
  ].join('\n');
}
