/**
 * Catalogue enums and their labels, without zod: the web app needs them at start-up (sort orders in the listing
 * route's search schema) and must not pull the full schema library into its first bundle for that.
 */

/** Sort orders of the product listing (DESIGN §3); `price` sorts by the price the shopper pays (DESIGN §7). */
export const PRODUCT_ORDERINGS = ['featured', 'newest', 'price', '-price', 'name', '-name'] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

/** The sort dropdown's labels (spec 1 §2 product listing). */
export const PRODUCT_ORDERING_LABELS: Record<ProductOrdering, string> = {
  featured: 'Nổi bật',
  newest: 'Mới nhất',
  price: 'Giá: thấp đến cao',
  '-price': 'Giá: cao đến thấp',
  name: 'Tên: A-Z',
  '-name': 'Tên: Z-A',
};

export const BANNER_STATUSES = ['active', 'inactive'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

/** What the shop's store list shows: open, or coming soon (spec 1 §2). */
export const STORE_STATUSES = ['active', 'coming_soon'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];
/** Staff may also close a store: it leaves the shop's list and the shipping fee's nearest store. */
export const STORE_ADMIN_STATUSES = [...STORE_STATUSES, 'closed'] as const;
export type StoreAdminStatus = (typeof STORE_ADMIN_STATUSES)[number];

/** The API's `status_display` of a store location (spec 1 §2 store list shows it as a badge), and the back office's. */
export const STORE_STATUS_LABELS: Record<StoreAdminStatus, string> = {
  active: 'Đang hoạt động',
  coming_soon: 'Sắp khai trương',
  closed: 'Đã đóng cửa',
};
