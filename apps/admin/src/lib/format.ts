/** How the desk writes money, times and states: vi-VN, shop time (Asia/Ho_Chi_Minh), the domain's labels. */
import { formatVnd } from '@shop/domain/money';
import { TRACKER_ACCOUNTING_LABEL, orderStatusLabel, paymentStatusLabel } from '@shop/domain/order-status';
import { SHOP_TIME_ZONE } from '@shop/domain/shop-time';

export { formatVnd, orderStatusLabel, paymentStatusLabel };

const DATE_TIME = new Intl.DateTimeFormat('vi-VN', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});
const DATE = new Intl.DateTimeFormat('vi-VN', { timeZone: SHOP_TIME_ZONE, dateStyle: 'short' });

/** `23/11/2026 14:05`, in shop time whatever the browser's zone. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/**
 * A status as the desk shows it: the two processing steps read alike to shoppers, but staff must tell them apart, so
 * accounting_processing takes the order tracker's label (spec 2 §4).
 */
export function deskStatusLabel(status: string): string {
  return status === 'accounting_processing' ? TRACKER_ACCOUNTING_LABEL : orderStatusLabel(status);
}
