/**
 * What the desk is told about marketplace orders (DESIGN §16): attention kinds, statuses, the order's marketplace
 * fields. Each marketplace's state, connecting it and syncing it are in marketplace-admin.schemas, the links and stock
 * settings in marketplace-links.schemas. Each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { ORDER_ATTENTIONS, ORDER_ATTENTION_HINTS, ORDER_ATTENTION_LABELS } from './owner-day.schemas';

/**
 * What a marketplace order waits for staff on (DESIGN §16): the buyer asked to cancel (IN_CANCEL) or to return
 * (TO_RETURN), or a line names an item linked to nothing here. Labels for the desk and the dashboard.
 */
export const MARKETPLACE_ATTENTION_LABELS = {
  marketplace_cancel: 'Đơn sàn khách yêu cầu hủy',
  marketplace_return: 'Đơn sàn khách yêu cầu trả hàng',
  unlinked_lines: 'Đơn sàn có sản phẩm chưa liên kết',
} as const;
export const MARKETPLACE_ATTENTION_HINTS: Record<keyof typeof MARKETPLACE_ATTENTION_LABELS, string> = {
  marketplace_cancel: 'Xử lý yêu cầu hủy trên Shopee/TikTok Shop.',
  marketplace_return: 'Xử lý yêu cầu trả hàng trên sàn, rồi ghi nhận trả hàng.',
  unlinked_lines: 'Liên kết sản phẩm của sàn với sản phẩm của cửa hàng để trừ đúng kho.',
};

/**
 * Any attention kind the API names, in words: the desk's own (owner-day.schemas), the marketplaces' above, or, for a
 * kind this app doesn't know yet, its name as sent.
 */
export function attentionLabel(kind: string): string {
  return (
    (ORDER_ATTENTION_LABELS as Record<string, string>)[kind] ??
    (MARKETPLACE_ATTENTION_LABELS as Record<string, string>)[kind] ??
    kind
  );
}

export function attentionHint(kind: string): string {
  return (
    (ORDER_ATTENTION_HINTS as Record<string, string>)[kind] ??
    (MARKETPLACE_ATTENTION_HINTS as Record<string, string>)[kind] ??
    ''
  );
}

/** The kinds to list: the desk's own in their order, then any other the answer counts (the marketplaces'). */
export function attentionKinds(counts: Record<string, number>): string[] {
  const known: readonly string[] = ORDER_ATTENTIONS;
  return [...known, ...Object.keys(counts).filter((k) => !known.includes(k))];
}

/** A marketplace's order status (upper-case as read) in Vietnamese; null for one not listed here. */
const MARKETPLACE_STATUS_LABELS: Record<string, string> = {
  UNPAID: 'Chưa thanh toán',
  ON_HOLD: 'Đang tạm giữ',
  READY_TO_SHIP: 'Chờ giao hàng',
  PROCESSED: 'Đã xử lý',
  RETRY_SHIP: 'Giao lại',
  AWAITING_SHIPMENT: 'Chờ giao hàng',
  AWAITING_COLLECTION: 'Chờ đơn vị vận chuyển lấy',
  PARTIALLY_SHIPPING: 'Đang giao một phần',
  SHIPPED: 'Đang giao',
  IN_TRANSIT: 'Đang giao',
  TO_CONFIRM_RECEIVE: 'Chờ người mua xác nhận',
  DELIVERED: 'Đã giao',
  COMPLETED: 'Hoàn thành',
  IN_CANCEL: 'Người mua yêu cầu hủy',
  CANCEL: 'Đã hủy',
  CANCELLED: 'Đã hủy',
  TO_RETURN: 'Người mua yêu cầu trả hàng',
};

export function marketplaceStatusLabel(status: string): string | null {
  return MARKETPLACE_STATUS_LABELS[status.toUpperCase()] ?? null;
}

/**
 * A marketplace order's own fields on the admin order (DESIGN §16): the marketplace's order id (Shopee order_sn,
 * TikTok order id) and its status as last read. Optional: an answer of our own channels may leave them out.
 */
export const MarketplaceOrderFields = z.object({
  marketplace_order_id: z.string().nullable().optional(),
  marketplace_status: z.string().nullable().optional(),
});
export type MarketplaceOrderFields = z.infer<typeof MarketplaceOrderFields>;

/** The statuses the desk is asked to act on: the buyer wants to cancel, or to return. */
export const MARKETPLACE_STATUSES_TO_ACT_ON = ['IN_CANCEL', 'TO_RETURN'] as const;
