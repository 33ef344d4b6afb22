/**
 * The stored cart read back (spec 1 §3 'Cart item'): local storage `cart` is whatever an older version, another tab
 * or the shopper left there, so each line is checked field by field before the cart uses it.
 */
import { type CartItem, cartItemKey } from './cart.rules';
import type { TierPrice } from './wholesale.rules';

const isCount = (v: unknown, min: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= min;
const isText = (v: unknown): v is string => typeof v === 'string';
const isOptional = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);

/**
 * A stored line, checked field by field, or null. Written without a schema library on purpose: the cart loads
 * with the first page, and even zod/mini would add ~14 KB gzip to it.
 */
function readStoredLine(entry: unknown): CartItem | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const e = entry as Record<string, unknown>;
  const ok =
    isText(e.key) &&
    e.key !== '' &&
    isCount(e.id, 1) &&
    isOptional(e.variantId, (v) => isCount(v, 1)) &&
    isOptional(e.variantName, isText) &&
    isText(e.name) &&
    isText(e.title) &&
    isOptional(e.slug, isText) &&
    isText(e.thumbnail) &&
    isCount(e.price, 0) &&
    isCount(e.discountedPrice, 0) &&
    isText(e.unit) &&
    isCount(e.quantity, 1) &&
    (e.max_quantities_in_cart === null || isCount(e.max_quantities_in_cart, 1)) &&
    isCount(e.stock, 0) &&
    isOptional(e.orderMultiple, (v) => isCount(v, 1)) &&
    isOptional(e.tiers, isTierList);
  if (!ok) return null;
  return {
    key: e.key as string,
    id: e.id as number,
    variantId: e.variantId as number | undefined,
    variantName: e.variantName as string | undefined,
    name: e.name as string,
    title: e.title as string,
    slug: e.slug as string | undefined,
    thumbnail: e.thumbnail as string,
    price: e.price as number,
    discountedPrice: e.discountedPrice as number,
    unit: e.unit as string,
    quantity: e.quantity as number,
    max_quantities_in_cart: e.max_quantities_in_cart as number | null,
    stock: e.stock as number,
    ...(e.orderMultiple === undefined ? {} : { orderMultiple: e.orderMultiple as number }),
    ...(e.tiers === undefined ? {} : { tiers: e.tiers as TierPrice[] }),
  };
}

function isTierList(v: unknown): boolean {
  return (
    Array.isArray(v) &&
    v.every((t: Record<string, unknown> | null) => t !== null && isCount(t?.min_quantity, 1) && isCount(t?.price, 1))
  );
}

/**
 * Reads the stored `cart` entry: an empty cart when it is missing, not JSON or not an array; lines that fail
 * the schema are dropped, and a repeated key keeps its first line, so one bad line never empties the cart.
 */
export function parseStoredCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const lines: CartItem[] = [];
  for (const entry of data) {
    const line = readStoredLine(entry);
    if (!line || seen.has(line.key)) continue;
    // The key must match the ids, or two lines could describe the same product and variant.
    if (line.key !== cartItemKey(line.id, line.variantId)) continue;
    seen.add(line.key);
    lines.push(line);
  }
  return lines;
}
