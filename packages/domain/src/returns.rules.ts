/**
 * Returns and refunds by line (DESIGN §17): how money goes back, what an order may still give back (units and
 * money), and the messages of each limit. Pure: the server enforces these under the order's row lock, the back
 * office's return dialog shows the same figures.
 */
import { formatVnd, shareOf } from './money';
import type { PaymentMethod, PaymentStatus } from './order-status';
import { returnedAmount } from './vat-invoice.rules';

/** How money goes back to a customer (DESIGN §17); `marketplace`: the marketplace refunded its buyer. */
export const REFUND_METHODS = ['cash', 'transfer', 'card', 'marketplace'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  cash: 'Tiền mặt',
  transfer: 'Chuyển khoản',
  card: 'Thẻ',
  marketplace: 'Sàn hoàn tiền',
};

/**
 * Which limit a refused return or refund broke (the 409's `limit`): the order is not returnable in its status, a
 * line's units ran out, the money received ran out, the restock location can't take goods, or the return already
 * has its exchange order.
 */
export const RETURN_LIMITS = ['status', 'quantity', 'refund', 'location', 'exchange'] as const;
export type ReturnLimit = (typeof RETURN_LIMITS)[number];

export const RETURN_REASON_MAX_LENGTH = 500;
export const REFUND_REFERENCE_MAX_LENGTH = 200;
/** The most lines one return names (an order has at most this many). */
export const RETURN_LINES_MAX = 100;

export const RETURN_MESSAGES = {
  lineNotFound: 'Không tìm thấy dòng hàng này trong đơn.',
  notDelivered: 'Chỉ nhận trả hàng cho đơn đã giao (hoặc khách đã nhận tại cửa hàng, bán tại quầy).',
  wholeOrderReturned: 'Đơn hàng đã được trả toàn bộ: không còn sản phẩm nào để trả.',
  tooMany: (name: string, left: number) =>
    left > 0
      ? `"${name}" chỉ còn ${left} có thể trả (số đã giao trừ phần đã trả trước đó).`
      : `"${name}" đã được trả hết.`,
  refundTooLarge: (left: number) =>
    left > 0
      ? `Số tiền hoàn vượt quá số tiền đã nhận của đơn: chỉ còn hoàn được ${formatVnd(left)}.`
      : 'Đơn hàng chưa nhận tiền hoặc đã hoàn hết số tiền đã nhận: không thể hoàn thêm.',
  locationUnknown: 'Không tìm thấy kho hoặc cửa hàng này.',
  productGone: (name: string) =>
    `"${name}" không còn trong danh mục nên không thể nhập lại kho: bỏ chọn "Nhập lại kho" cho dòng này.`,
  linesRequired: 'Chọn ít nhất một dòng hàng để trả.',
  linesTooMany: `Mỗi phiếu trả tối đa ${RETURN_LINES_MAX} dòng.`,
  lineTwice: 'Mỗi dòng hàng chỉ ghi một lần trong phiếu trả.',
  lineInvalid: 'Dòng hàng không hợp lệ.',
  quantityInvalid: 'Số lượng trả phải là số nguyên dương.',
  restockInvalid: 'Chọn có nhập lại kho hay không.',
  reasonRequired: 'Vui lòng nhập lý do trả hàng.',
  reasonTooLong: `Lý do tối đa ${RETURN_REASON_MAX_LENGTH} ký tự.`,
  amountInvalid: 'Số tiền hoàn phải là số nguyên dương (đồng).',
  methodInvalid: 'Hình thức hoàn tiền không hợp lệ.',
  referenceTooLong: `Mã tham chiếu tối đa ${REFUND_REFERENCE_MAX_LENGTH} ký tự.`,
  exchangeInvalid: 'Mã phiếu trả hàng không hợp lệ.',
  exchangeUnknown: 'Không tìm thấy phiếu trả hàng này.',
  refundOnAccount:
    'Đơn công nợ không hoàn tiền trực tiếp: giá trị hàng trả được ghi giảm vào công nợ của khách (xem trang khách hàng).',
  exchangeTaken: (returnId: number, orderId: number) => `Phiếu trả hàng #${returnId} đã có đơn đổi hàng #${orderId}.`,
} as const;

/** Statuses whose money counts as collected for a cash, COD, counter or marketplace order. */
const COLLECTED: readonly PaymentStatus[] = ['paid', 'refund_due', 'refunded'];

/**
 * What the shop received for an order, the ceiling of its refunds (DESIGN §17):
 * - `on_account` (công nợ): what the customer's payments have paid of it (`account_paid`);
 * - bank transfer and PayOS (`sepay`, `payos`): every payment credited (`amount_received`);
 * - cash (COD, counter) and marketplace: the final total once collected (paid, or since owed back), or what was
 *   credited if more; nothing while it is still to collect (the carrier or the marketplace holds it).
 */
export function receivedForRefund(o: {
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  amount_received: number;
  final_total: number;
  account_paid: number;
}): number {
  if (o.payment_method === 'on_account') return o.account_paid;
  if (o.payment_method === 'sepay' || o.payment_method === 'payos') return o.amount_received;
  return COLLECTED.includes(o.payment_status) ? Math.max(o.final_total, o.amount_received) : o.amount_received;
}

/**
 * What may still be refunded: received less what was refunded; nothing once the order's money was marked given back
 * in full (`refunded`, the desk's whole-order refund included), and nothing of an `on_account` order, whose returned
 * goods are credited to the customer's account instead (its money stays on the account's statement).
 */
export function refundableAmount(
  received: number,
  refunded: number,
  o: { payment_method: PaymentMethod; payment_status: PaymentStatus },
): number {
  if (o.payment_status === 'refunded' || o.payment_method === 'on_account') return 0;
  return Math.max(0, received - refunded);
}

/** An order's money as a return's value needs it (the orders' invoiceOrder answers it). */
export interface ReturnedOrderMoney {
  items: readonly { id: number; unitPrice: number; quantity: number }[];
  /** The voucher's discount on the goods (not on the delivery). */
  goodsDiscount: number;
  /** The tax the shop added on top of the goods (0 when prices include VAT). */
  addedTax: number;
}

/**
 * What the returned units cost the buyer: each line's price less its share of the goods discount (as the adjustment
 * e-invoice counts it), plus its share of the tax added on top; the shipping fee stays (the delivery took place).
 */
export function returnedValue(
  order: ReturnedOrderMoney,
  lines: readonly { orderItemId: number; quantity: number }[],
): number {
  const goodsTotal = order.items.reduce((s, i) => s + i.unitPrice * i.quantity, 0);
  let goods = 0;
  let gross = 0;
  for (const line of lines) {
    const item = order.items.find((i) => i.id === line.orderItemId);
    if (!item) continue;
    goods += returnedAmount(item.unitPrice, line.quantity, order.goodsDiscount, goodsTotal);
    gross += item.unitPrice * line.quantity;
  }
  return goods + (order.addedTax > 0 ? shareOf(order.addedTax, gross, goodsTotal) : 0);
}

/** Each line's units still returnable: delivered less what earlier returns took. */
export function returnableUnits(
  items: readonly { id: number; quantity: number }[],
  returned: ReadonlyMap<number, number>,
): Map<number, number> {
  return new Map(items.map((i) => [i.id, Math.max(0, i.quantity - (returned.get(i.id) ?? 0))]));
}

/** A line's name as returns, mails and invoices show it: the product, then its variant. */
export const returnLineName = (i: { product_name: string; variant_name: string | null }) =>
  i.variant_name ? `${i.product_name} - ${i.variant_name}` : i.product_name;
