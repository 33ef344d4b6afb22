/** Order statuses and their labels (spec 2 §4), declared once for the database, schemas and UI. */
export const ORDER_STATUSES = [
  'pending',
  'accounting_processing',
  'processing',
  'ready_for_pickup',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Labels on the detail page and in the API's `status_display`. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Chờ xác nhận',
  accounting_processing: 'Đang xử lý',
  processing: 'Đang xử lý',
  ready_for_pickup: 'Chờ nhận tại cửa hàng',
  shipped: 'Đang giao hàng',
  delivered: 'Đã giao hàng',
  cancelled: 'Đã hủy',
  returned: 'Đã trả hàng',
};

/** The tracker's label for accounting_processing differs from the detail page's (spec 2 §4). */
export const TRACKER_ACCOUNTING_LABEL = 'Đang xử lý (kế toán)';
export const UNKNOWN_STATUS_LABEL = 'Không xác định';

export function orderStatusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? UNKNOWN_STATUS_LABEL;
}

/** Staff transitions (DESIGN §4); every change is kept in the status history. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['accounting_processing', 'cancelled'],
  accounting_processing: ['processing', 'cancelled'],
  processing: ['shipped', 'ready_for_pickup', 'cancelled'],
  // Pickup in store (DESIGN §15): `delivered` is collected.
  ready_for_pickup: ['delivered', 'cancelled'],
  // A parcel the carrier brings back undelivered (DESIGN §11): its stock comes back.
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Statuses whose items no longer count as sold (their stock went back). */
export const RELEASED_STATUSES: readonly OrderStatus[] = ['cancelled', 'returned'];

/**
 * `marketplace`: a Shopee or TikTok order, paid or collected by the marketplace (DESIGN §16); `on_account`: a staff
 * order for a customer on payment terms, delivered unpaid and paid later (công nợ, DESIGN §17).
 */
export const PAYMENT_METHODS = ['cash', 'sepay', 'payos', 'marketplace', 'on_account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a shopper may choose at checkout (spec 2 §2). */
export const SHOPPER_PAYMENT_METHODS = ['cash', 'sepay', 'payos'] as const satisfies readonly PaymentMethod[];
export type ShopperPaymentMethod = (typeof SHOPPER_PAYMENT_METHODS)[number];

/** What staff may choose for an order they take: the shopper's, or the customer's account (DESIGN §17). */
export const STAFF_PAYMENT_METHODS = [
  ...SHOPPER_PAYMENT_METHODS,
  'on_account',
] as const satisfies readonly PaymentMethod[];
export type StaffPaymentMethod = (typeof STAFF_PAYMENT_METHODS)[number];

/** spec 2 §3: the payment methods as a shopper reads them (checkout's choices, the order's pages). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Thanh toán khi nhận hàng',
  sepay: 'Chuyển khoản ngân hàng (QR)',
  payos: 'Thanh toán trực tuyến',
  marketplace: 'Thanh toán qua sàn',
  on_account: 'Công nợ',
};

/**
 * DESIGN §3: `refund_due` is money the shop holds for an order it won't deliver (a payment that arrived after the
 * order was cancelled, or a paid order cancelled or returned); staff pay it back, and it becomes `refunded`.
 */
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'refund_due', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Labels wherever payment state is shown to shoppers or staff. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Chưa thanh toán',
  pending: 'Đang chờ thanh toán',
  paid: 'Đã thanh toán',
  failed: 'Thanh toán thất bại',
  refund_due: 'Chờ hoàn tiền',
  refunded: 'Đã hoàn tiền',
};

export function paymentStatusLabel(status: string): string {
  return (PAYMENT_STATUS_LABELS as Record<string, string>)[status] ?? UNKNOWN_STATUS_LABEL;
}
