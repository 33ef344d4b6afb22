/**
 * Price and availability rules of products and variants (spec 1 §3 and §9, DESIGN §4).
 * Both a product and a variant carry `price` and `discount_price`, so every rule takes either.
 */

/** Anything with a list price and an optional discounted price, in dong. */
export type Priced = { price: number; discount_price: number | null };

/** A product or variant as far as availability is concerned. */
export type Stocked = { is_active: boolean; stock: number };

/** How long a product counts as new (spec 1 §3 'isNew'; the length is fixed here). */
export const NEW_PRODUCT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * True when the item is on sale: `discount_price` is set and lower than `price` (spec 1 §3 'isSale').
 * A discount price equal to or above the price is ignored everywhere, so a data-entry slip never raises a price.
 */
export function isSale(p: Priced): boolean {
  // `!= null` also covers a field missing from loosely typed data.
  return p.discount_price != null && p.discount_price < p.price;
}

/**
 * The price the shopper pays for one unit: the discounted price when on sale, else the price
 * (spec 1 §9, DESIGN §4 "line price").
 */
export function linePrice(p: Priced): number {
  return isSale(p) && p.discount_price != null ? p.discount_price : p.price;
}

/**
 * The discount badge's percentage: `round((price - discounted) / price * 100)` (spec 1 §9).
 * Null when there is no valid discount (see {@link isSale}) or the price is 0 or less.
 * A tiny discount can round to 0; the caller decides whether a "-0%" badge is worth showing.
 */
export function discountPercent(p: Priced): number | null {
  if (!isSale(p) || p.price <= 0 || p.discount_price == null) return null;
  return Math.round(((p.price - p.discount_price) / p.price) * 100);
}

/**
 * True when the product cannot be bought: it is inactive, or it has no stock of its own and no active variant
 * with stock (spec 1 §3 'isOutOfStock'; DESIGN §3 keeps a product listed while one variant is in stock).
 * An inactive variant's stock does not count.
 */
export function isOutOfStock(p: Stocked & { variants?: Stocked[] }): boolean {
  if (!p.is_active) return true;
  if (p.stock > 0) return false;
  return !(p.variants ?? []).some((v) => v.is_active && v.stock > 0);
}

/**
 * True when the product was created within the last {@link NEW_PRODUCT_DAYS} days, the boundary included
 * (spec 1 §3 'isNew'). A creation time slightly in the future (clock skew between server and browser) counts
 * as new; an unparseable date does not.
 */
export function isNew(createdAt: string | Date, now: Date = new Date()): boolean {
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return false;
  return now.getTime() - created <= NEW_PRODUCT_DAYS * DAY_MS;
}
