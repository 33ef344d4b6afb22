/**
 * Marketplace orders on the shop's desk (DESIGN §16): how a Shopee or TikTok Shop status moves our order, how its
 * total is written within our money columns, and the messages staff read. Pure: the server applies them.
 */
import { type OrderStatus, canTransition } from './order-status';
import { type MarketplaceChannel, type OrderSource, isMarketplaceSource } from './order-source';

/** What a marketplace status asks of our order: a status to walk it to, or staff's attention. */
export type MarketplaceTarget = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'flag';

/**
 * Shopee's and TikTok's order statuses (DESIGN §16), upper-case; names are compared without case. Both platforms'
 * names share one table: none means one thing on one and another on the other.
 */
export const MARKETPLACE_STATUS_TARGETS: Readonly<Record<string, MarketplaceTarget>> = {
  UNPAID: 'pending',
  ON_HOLD: 'pending',
  READY_TO_SHIP: 'processing',
  PROCESSED: 'processing',
  RETRY_SHIP: 'processing',
  AWAITING_SHIPMENT: 'processing',
  AWAITING_COLLECTION: 'processing',
  PARTIALLY_SHIPPING: 'processing',
  SHIPPED: 'shipped',
  IN_TRANSIT: 'shipped',
  TO_CONFIRM_RECEIVE: 'delivered',
  COMPLETED: 'delivered',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
  CANCEL: 'cancelled',
  // The buyer asked to cancel, or to return: the marketplace decides, staff look.
  IN_CANCEL: 'flag',
  TO_RETURN: 'flag',
};

/** The marketplace statuses that ask for staff's attention (the desk's filter lists them). */
export const MARKETPLACE_FLAG_STATUSES = Object.entries(MARKETPLACE_STATUS_TARGETS)
  .filter(([, target]) => target === 'flag')
  .map(([name]) => name);

/** The marketplace statuses that mean the order is cancelled there. */
export const MARKETPLACE_CANCEL_STATUSES = Object.entries(MARKETPLACE_STATUS_TARGETS)
  .filter(([, target]) => target === 'cancelled')
  .map(([name]) => name);

/** What a marketplace status asks of our order; null for a name neither platform uses (left as it is). */
export function marketplaceTarget(status: string): MarketplaceTarget | null {
  return MARKETPLACE_STATUS_TARGETS[status.trim().toUpperCase()] ?? null;
}

/** The way a shipped order goes: a marketplace order walks it forward, one staff-table step at a time. */
const FORWARD: readonly OrderStatus[] = ['pending', 'accounting_processing', 'processing', 'shipped', 'delivered'];

/**
 * The steps that take our order from `from` to what the marketplace's status asks, each one of the staff's
 * transitions (so stock moves as for our own orders): forward along pending → … → delivered, or a cancel where the
 * table allows one. None for a target behind the order (a late read never moves it back), for a flag, or for a
 * cancel of an order that has left the shelf (staff look: the desk flags it).
 */
export function marketplaceSteps(from: OrderStatus, target: MarketplaceTarget | null): OrderStatus[] {
  if (target === null || target === 'flag') return [];
  if (target === 'cancelled') return canTransition(from, 'cancelled') ? ['cancelled'] : [];
  const at = FORWARD.indexOf(from);
  const to = FORWARD.indexOf(target);
  return at >= 0 && to > at ? FORWARD.slice(at + 1, to + 1) : [];
}

/**
 * Whether staff may move an order of `source` to `to` themselves: a marketplace's order moves with the marketplace's
 * status alone (the sync), but for a return of what it delivered, which the marketplace never sends back to us and
 * the shop records (DESIGN §17).
 */
export function staffMayMove(source: OrderSource, to: OrderStatus): boolean {
  return !isMarketplaceSource(source) || to === 'returned';
}

/** Our money columns for a marketplace order whose lines sum to `subtotal` and whose buyer pays `total`. */
export interface MarketplaceMoney {
  totalPrice: number;
  shippingFee: number;
  discount: number;
  finalTotal: number;
}

/**
 * The marketplace's total stands (DESIGN §16): what it adds over the lines (its shipping) is the fee, what it takes
 * off (its vouchers) the discount, so that subtotal + fee − discount = total and every column stays ≥ 0.
 */
export function marketplaceMoney(subtotal: number, total: number): MarketplaceMoney {
  return {
    totalPrice: subtotal,
    shippingFee: Math.max(total - subtotal, 0),
    discount: Math.max(subtotal - total, 0),
    finalTotal: total,
  };
}

export const MARKETPLACE_LABELS: Record<MarketplaceChannel, string> = {
  shopee: 'Shopee',
  tiktok: 'TikTok Shop',
};

/** What staff read when a marketplace call is refused (400/409) or its link fails. */
export const MARKETPLACE_MESSAGES = {
  off: (channel: MarketplaceChannel) =>
    `${MARKETPLACE_LABELS[channel]} chưa được bật: máy chủ chưa có khóa ứng dụng của sàn.`,
  notLinked: (channel: MarketplaceChannel) =>
    `Chưa kết nối gian hàng ${MARKETPLACE_LABELS[channel]}: bấm "Kết nối" trước.`,
  stateInvalid: 'Liên kết kết nối gian hàng không hợp lệ hoặc đã hết hạn. Vui lòng bấm "Kết nối" lại.',
  codeMissing: 'Sàn không gửi mã ủy quyền. Vui lòng thử kết nối lại.',
  connectFailed: (channel: MarketplaceChannel, reason: string) =>
    `Không kết nối được ${MARKETPLACE_LABELS[channel]}: ${reason}`,
  syncFailed: (channel: MarketplaceChannel, reason: string) =>
    `Không đồng bộ được đơn ${MARKETPLACE_LABELS[channel]}: ${reason}`,
  /** A marketplace order's lines, address and stock place are the marketplace's: staff don't edit them here. */
  notEditable: 'Đơn từ sàn do sàn quản lý: không sửa dòng hàng, địa chỉ hay phí ở đây.',
  /** Staff moved a marketplace order's status (desk, bulk, API): the marketplace moves it, the sync brings it here. */
  statusByMarketplace: (channel: MarketplaceChannel) =>
    `Trạng thái đơn ${MARKETPLACE_LABELS[channel]} do sàn cập nhật: thao tác trên ${MARKETPLACE_LABELS[channel]} rồi bấm “Đồng bộ ngay” (trang Sàn TMĐT).`,
  /** A carrier shipment of ours for a marketplace order: its own logistics ship it. */
  shippedByMarketplace: (channel: MarketplaceChannel) =>
    `Đơn ${MARKETPLACE_LABELS[channel]} do đơn vị vận chuyển của sàn giao: không tạo vận đơn GHN/GHTK cho đơn này.`,
  /** A payment marked by hand on a marketplace order: the marketplace collects the money and settles with the shop. */
  paidByMarketplace: (channel: MarketplaceChannel) =>
    `Tiền đơn ${MARKETPLACE_LABELS[channel]} do sàn thu và đối soát với cửa hàng: không ghi nhận thanh toán ở đây.`,
  /** The order page's line where a marketplace order's buttons would be. */
  runByMarketplace: (channel: MarketplaceChannel) =>
    `Đơn do ${MARKETPLACE_LABELS[channel]} vận hành: đổi trạng thái, giao hàng và thu tiền trên ${MARKETPLACE_LABELS[channel]}; đơn ở đây cập nhật theo sàn khi đồng bộ.`,
  /** An order line whose marketplace item is linked to no product of ours. */
  unlinkedLine: (sku: string) => (sku ? `Chưa liên kết sản phẩm (SKU ${sku})` : 'Chưa liên kết sản phẩm'),
} as const;
