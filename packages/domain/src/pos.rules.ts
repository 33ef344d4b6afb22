/** The counter (DESIGN §15): how a sale is paid, declared once for the database enum, the schemas and the till. */
export const POS_PAYMENT_METHODS = ['cash', 'transfer', 'card'] as const;
export type PosPaymentMethod = (typeof POS_PAYMENT_METHODS)[number];

export const POS_PAYMENT_METHOD_LABELS: Record<PosPaymentMethod, string> = {
  cash: 'Tiền mặt',
  transfer: 'Chuyển khoản',
  card: 'Thẻ',
};
