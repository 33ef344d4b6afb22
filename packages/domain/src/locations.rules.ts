import { type OrderStatus, orderStatusLabel } from './order-status';

/**
 * Where stock is kept (DESIGN §15): stores (listed to shoppers, may sell at the counter and hand over pickups) and
 * warehouses. Declared once for the database enum, the schemas and both apps.
 */
export const LOCATION_KINDS = ['store', 'warehouse'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

export const LOCATION_KIND_LABELS: Record<LocationKind, string> = {
  store: 'Cửa hàng',
  warehouse: 'Kho',
};

/** How an order reaches its buyer: shipped by a carrier, or collected at a `pickup` location. */
export const DELIVERY_METHODS = ['ship', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  ship: 'Giao hàng tận nơi',
  pickup: 'Nhận tại cửa hàng',
};

/** Days a pickup order waits at the store before staff see it as overdue (env `PICKUP_HOLD_DAYS`). */
export const PICKUP_HOLD_DAYS_DEFAULT = 3;

/** A pickup order's `delivered`: the shopper collected it at the store. */
export const PICKUP_COLLECTED_LABEL = 'Đã nhận hàng';

/**
 * Whether staff may move an order of this delivery method to `to` (beside the status table, DESIGN §15): a pickup
 * waits at its store and is never shipped; a shipped order never waits at a store.
 */
export function fitsDeliveryMethod(to: OrderStatus, method: DeliveryMethod): boolean {
  if (to === 'shipped') return method === 'ship';
  if (to === 'ready_for_pickup') return method === 'pickup';
  return true;
}

/** The status as the shopper reads it: a pickup's `delivered` is its collection. */
export function orderStatusLabelFor(status: OrderStatus, method: DeliveryMethod): string {
  return method === 'pickup' && status === 'delivered' ? PICKUP_COLLECTED_LABEL : orderStatusLabel(status);
}

/** What the checkout and the order pages say of a pickup (DESIGN §15). */
export const PICKUP_TEXTS = {
  /** A store that lacks some line of the cart: listed, not chosen. */
  storeLacks: 'Hết hàng tại cửa hàng này',
  noStore: 'Hiện chưa có cửa hàng nào nhận đơn tại cửa hàng.',
  storeHeading: 'Cửa hàng nhận hàng',
  openingHours: 'Giờ mở cửa',
  /** The order page's line once the order waits at the store. */
  readyNote: (days: number) => `Vui lòng đến nhận hàng trong vòng ${days} ngày.`,
} as const;

export const LOCATION_MESSAGES = {
  locationMissing: 'Không tìm thấy kho hoặc cửa hàng này.',
  noLocation: 'Cửa hàng chưa có kho hay điểm bán nào giữ hàng.',
  /** A move of an order's stock, a transfer or a pickup, to a place that lacks a line. */
  shortAt: (name: string, location: string, left: number) =>
    left > 0 ? `${location} chỉ còn ${left} "${name}".` : `${location} đã hết "${name}".`,
  kindInvalid: 'Loại địa điểm không hợp lệ.',
  sameLocation: 'Nơi nhận phải khác nơi chuyển đi.',
  notHolding: (location: string) => `${location} không giữ hàng: bật “Giữ hàng” cho địa điểm này trước.`,
  linesRequired: 'Thêm ít nhất một dòng hàng.',
  tooManyLines: (max: number) => `Mỗi lần chỉ ghi tối đa ${max} dòng hàng.`,
  lineTwice: 'Mỗi sản phẩm (hoặc phân loại) chỉ ghi một dòng.',
  quantityInvalid: 'Số lượng phải là số nguyên dương.',
  countedInvalid: 'Số đếm được phải là số nguyên không âm.',
  /** A stocktake's count below what placed orders hold there. */
  belowReserved: (name: string, location: string, reserved: number) =>
    `${location} đang giữ ${reserved} "${name}" cho đơn hàng chưa giao: số đếm không được nhỏ hơn ${reserved}.`,
  /** `holds_stock` turned off while units are still there. */
  stillHolds: (location: string, units: number) =>
    `${location} còn ${units} đơn vị hàng (kể cả hàng giữ cho đơn): chuyển hết sang nơi khác rồi mới tắt “Giữ hàng”.`,
  /** A location that cannot be deleted: what still points at it. */
  deleteHasStock: (location: string, units: number) =>
    `Không thể xóa ${location}: nơi này còn ${units} đơn vị hàng. Hãy chuyển hàng sang nơi khác trước.`,
  deleteHasOrders: (location: string) =>
    `Không thể xóa ${location}: đây là nơi xử lý của đơn hàng. Hãy chuyển trạng thái sang “Đã đóng cửa”.`,
  deleteHasHistory: (location: string) =>
    `Không thể xóa ${location}: nơi này đã có lịch sử kho hoặc bán hàng. Hãy chuyển trạng thái sang “Đã đóng cửa”.`,
  pickupRequired: 'Vui lòng chọn cửa hàng nhận hàng.',
  pickupInvalid: 'Mã cửa hàng không hợp lệ.',
  /** Unknown, closed, a warehouse, or a store that hands over no pickups. */
  pickupUnavailable: 'Cửa hàng này hiện không nhận đơn nhận tại cửa hàng. Vui lòng chọn cửa hàng khác.',
  deliveryMethodInvalid: 'Hình thức nhận hàng không hợp lệ.',
  /** Staff moves that don't fit how the order reaches its buyer. */
  pickupNotShipped: 'Đơn nhận tại cửa hàng không giao qua vận chuyển: hãy chuyển sang "Chờ nhận tại cửa hàng".',
  shipNotPickup: 'Đơn giao hàng tận nơi không thể chuyển sang "Chờ nhận tại cửa hàng".',
} as const;

/** The most lines one transfer or stocktake carries (a form's worth; a bigger count is split). */
export const STOCK_LINES_MAX = 500;
