import { limitMessage } from '@shop/domain/cart.rules';
import type { CreateOrderItem } from '@shop/domain/order.schemas';
import { linePrice } from '@shop/domain/pricing';
import { isMultipleOf, multipleMessage } from '@shop/domain/wholesale.rules';
import type { BuyerPricing } from '../wholesale/wholesale.service';
import { BadRequestError } from '../../http/errors';
import type { NewOrderItem } from './orders.repo';
import type { ProductForOrder, VariantForOrder } from '../catalog/catalog.service';

/** A line of the request after merging repeats of the same product and variant. */
export interface RequestedLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/** A line priced from the database, with the snapshot the order keeps. */
export interface PricedLine extends RequestedLine {
  /** What the shopper pays per unit (linePrice of the variant, else the product). */
  unitPrice: number;
  /** `Sản phẩm` or `Sản phẩm - Phân loại`, for messages. */
  label: string;
  snapshot: NewOrderItem;
}

export const ORDER_LINE_MESSAGES = {
  productMissing: (id: number) => `Sản phẩm #${id} không tồn tại.`,
  productInactive: (name: string) => `Sản phẩm "${name}" hiện đã ngừng kinh doanh.`,
  variantMissing: (id: number, name: string) => `Phân loại #${id} không thuộc sản phẩm "${name}".`,
  variantInactive: (label: string) => `Sản phẩm "${label}" hiện đã ngừng kinh doanh.`,
  outOfStock: (label: string, left: number) => `Sản phẩm "${label}" không đủ hàng (còn ${left}).`,
} as const;

function refuse(message: string): never {
  throw new BadRequestError(message, { non_field_errors: [message] });
}

/**
 * Same product and variant lines merged (their quantities added), sorted by product then variant (own stock
 * first): every transaction locks stock rows in this one order, so two orders cannot deadlock.
 */
export function mergeLines(items: readonly CreateOrderItem[]): RequestedLine[] {
  const byKey = new Map<string, RequestedLine>();
  for (const item of items) {
    const key = `${item.product}:${item.variant ?? ''}`;
    const line = byKey.get(key);
    if (line) line.quantity += item.quantity;
    else byKey.set(key, { productId: item.product, variantId: item.variant, quantity: item.quantity });
  }
  return [...byKey.values()].sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));
}

/**
 * What a line is priced from: the products and variants read for the order, and the buyer's quantity prices
 * (DESIGN §13; without, the line price).
 */
export interface LineCatalogue {
  productsById: ReadonlyMap<number, ProductForOrder>;
  variantsById: ReadonlyMap<number, VariantForOrder>;
  pricing?: BuyerPricing | undefined;
}

/**
 * The shopper's cart limit binds the shop's checkout only: staff taking or editing an order (a café's 12 packs by
 * phone) are bound by stock and pack sizes, not by the per-cart limit meant for one shopper's basket.
 */
export interface LineChecks {
  cartLimit: boolean;
}

/** The buyer's unit price of a line: its ordinary line price lowered by the quantity tiers that apply. */
function unitPriceOf(line: RequestedLine, priced: { price: number; discountPrice: number | null }, c: LineCatalogue) {
  const ordinary = linePrice({ price: priced.price, discount_price: priced.discountPrice });
  return c.pricing ? c.pricing({ ...line, linePrice: ordinary }) : ordinary;
}

/** What the line's product (or variant) is sold by now, or undefined when it no longer sells (gone or retired). */
function stillSold(line: RequestedLine, c: LineCatalogue) {
  const product = c.productsById.get(line.productId);
  if (!product?.isActive) return undefined;
  if (line.variantId === null) return { priced: product, label: product.name };
  const variant = c.variantsById.get(line.variantId);
  if (!variant?.isActive || variant.productId !== product.id) return undefined;
  return { priced: variant, label: `${product.name} - ${variant.name}` };
}

/** Today's unit price of a line for the buyer, or null when its product or variant no longer sells. */
export function currentUnitPrice(line: RequestedLine, c: LineCatalogue): number | null {
  const sold = stillSold(line, c);
  return sold ? unitPriceOf(line, sold.priced, c) : null;
}

/** 400 naming the product when the quantity is not whole packs of a product still sold (DESIGN §13). */
export function assertWholePacks(line: RequestedLine, c: LineCatalogue) {
  const sold = stillSold(line, c);
  if (sold && !isMultipleOf(line.quantity, sold.priced.orderMultiple)) {
    refuse(multipleMessage(sold.label, sold.priced.orderMultiple));
  }
}

/**
 * Prices each line from the database and checks it: the product exists and is active, the variant belongs to it
 * and is active, the quantity is whole packs and (for the shop's checkout) within the cart limit (spec 1 §5: the
 * variant's when one is chosen, else the product's). Stock is not checked here: the guarded UPDATE does that (the
 * stock module).
 */
export function priceLines(
  lines: readonly RequestedLine[],
  catalogue: LineCatalogue,
  checks: LineChecks = { cartLimit: true },
): PricedLine[] {
  const { productsById, variantsById } = catalogue;
  return lines.map((line) => {
    const product = productsById.get(line.productId);
    if (!product) refuse(ORDER_LINE_MESSAGES.productMissing(line.productId));
    if (!product.isActive) refuse(ORDER_LINE_MESSAGES.productInactive(product.name));
    let variant: VariantForOrder | undefined;
    if (line.variantId !== null) {
      variant = variantsById.get(line.variantId);
      if (!variant || variant.productId !== product.id) {
        refuse(ORDER_LINE_MESSAGES.variantMissing(line.variantId, product.name));
      }
    }
    const label = variant ? `${product.name} - ${variant.name}` : product.name;
    if (variant && !variant.isActive) refuse(ORDER_LINE_MESSAGES.variantInactive(label));
    const limit = variant ? variant.maxQuantitiesInCart : product.maxQuantitiesInCart;
    if (checks.cartLimit && limit !== null && line.quantity > limit) {
      refuse(limitMessage(limit, product.name, variant?.name));
    }
    const priced = variant ?? product;
    if (!isMultipleOf(line.quantity, priced.orderMultiple)) refuse(multipleMessage(label, priced.orderMultiple));
    const unitPrice = unitPriceOf(line, priced, catalogue);
    return {
      ...line,
      unitPrice,
      label,
      snapshot: {
        productId: product.id,
        variantId: variant?.id ?? null,
        productName: product.name,
        variantName: variant?.name ?? null,
        productImageUrl: product.imageUrl,
        variantImageUrl: variant ? variant.mainImage || variant.images[0] || null : null,
        unit: variant?.unit || product.unit,
        productWeightGrams: product.weightGrams,
        quantity: line.quantity,
        price: unitPrice,
        totalPrice: unitPrice * line.quantity,
      },
    };
  });
}

/** Per product: its own units and all units sold (own + variants), products in id order (the lock order). */
export function unitsByProduct<L extends RequestedLine>(lines: readonly L[]) {
  const map = new Map<number, { own: number; sold: number; variants: L[] }>();
  for (const line of lines) {
    const entry = map.get(line.productId) ?? { own: 0, sold: 0, variants: [] };
    entry.sold += line.quantity;
    if (line.variantId === null) entry.own += line.quantity;
    else entry.variants.push(line);
    map.set(line.productId, entry);
  }
  return [...map.entries()].sort(([a], [b]) => a - b);
}
