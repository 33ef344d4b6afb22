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

export const STORE_STATUSES = ['active', 'coming_soon'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** The API's `status_display` of a store location (spec 1 §2 store list shows it as a badge). */
export const STORE_STATUS_LABELS: Record<StoreStatus, string> = {
  active: 'Đang hoạt động',
  coming_soon: 'Sắp khai trương',
};
