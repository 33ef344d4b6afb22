/** How money goes back to a customer (DESIGN §17); `marketplace`: the marketplace refunded its buyer. */
export const REFUND_METHODS = ['cash', 'transfer', 'card', 'marketplace'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  cash: 'Tiền mặt',
  transfer: 'Chuyển khoản',
  card: 'Thẻ',
  marketplace: 'Sàn hoàn tiền',
};
