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

export const LOCATION_MESSAGES = {
  locationMissing: 'Không tìm thấy kho hoặc cửa hàng này.',
  noLocation: 'Cửa hàng chưa có kho hay điểm bán nào giữ hàng.',
  /** A move of an order's stock, a transfer or a pickup, to a place that lacks a line. */
  shortAt: (name: string, location: string, left: number) =>
    left > 0 ? `${location} chỉ còn ${left} "${name}".` : `${location} đã hết "${name}".`,
} as const;
