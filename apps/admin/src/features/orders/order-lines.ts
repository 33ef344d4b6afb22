/**
 * The lines of a staff order form (taking an order, editing one): what the request sends for each line, plus what
 * the screen shows beside it (name, today's or kept price, stock). The request's schema drops the extras.
 */
import type { AdminProductSummary } from '@shop/domain/admin-catalog.schemas';
import { checkQuantity } from '@shop/domain/cart.rules';
import { linePrice } from '@shop/domain/pricing';
import { type PriceTier, tieredUnitPrice, tiersFor } from '@shop/domain/wholesale.rules';

export interface LineValue {
  /** An existing line of the order being edited. */
  id?: number | undefined;
  product: number;
  variant: number | null;
  quantity: number;
  /** A staff price; blank: the line's own (today's for a new line, the snapshot for a kept one). */
  unit_price?: number | undefined;
  price_reason: string;
  // Shown only:
  name: string;
  variantName: string | null;
  /** One unit at the line's own price. */
  price: number;
  /** What can be sold of it now; null for a line the order already holds (the server checks the difference). */
  stock: number | null;
}

export interface LinesForm {
  items: LineValue[];
}

/** A product, or one of its active variants, as the picker offers it. */
export interface PickOption {
  key: string;
  product: number;
  variant: number | null;
  name: string;
  variantName: string | null;
  price: number;
  stock: number;
}

export function pickOptions(products: readonly AdminProductSummary[]): PickOption[] {
  return products.flatMap((p): PickOption[] => {
    const variants = p.variants.filter((v) => v.is_active);
    if (variants.length === 0) {
      return [
        {
          key: String(p.id),
          product: p.id,
          variant: null,
          name: p.name,
          variantName: null,
          price: linePrice(p),
          stock: p.stock,
        },
      ];
    }
    return variants.map((v) => ({
      key: `${p.id}_${v.id}`,
      product: p.id,
      variant: v.id,
      name: p.name,
      variantName: v.name,
      price: linePrice(v),
      stock: v.stock,
    }));
  });
}

export const lineLabel = (l: { name: string; variantName: string | null }) =>
  l.variantName ? `${l.name} - ${l.variantName}` : l.name;

export function lineFromOption(o: PickOption): LineValue {
  return {
    product: o.product,
    variant: o.variant,
    quantity: 1,
    unit_price: undefined,
    price_reason: '',
    name: o.name,
    variantName: o.variantName,
    price: o.price,
    stock: o.stock,
  };
}

/**
 * Who the order is for, as far as prices go: their customer group (null: none) and each product's quantity tiers
 * (DESIGN §13), so the screen shows the price the server will charge.
 */
export interface BuyerPrices {
  group: number | null;
  tiersOf: (product: number) => readonly PriceTier[];
}

const isQuantity = (q: number) => Number.isSafeInteger(q) && q > 0;
const hasStaffPrice = (l: Pick<LineValue, 'unit_price'>) => l.unit_price !== undefined;

/**
 * One unit of the line as the server prices it: staff's price when typed; a new line at its own price lowered by the
 * buyer's tiers at its quantity. A kept line shows its snapshot (the server may still lower it to the buyer's tier).
 */
export function lineUnitPrice(l: LineValue, buyer?: BuyerPrices): number {
  if (hasStaffPrice(l)) return l.unit_price!;
  if (!buyer || l.id !== undefined) return l.price;
  return tieredUnitPrice(
    l.price,
    tiersFor(buyer.tiersOf(l.product), { variantId: l.variant, groupId: buyer.group }),
    l.quantity,
  );
}

/** Whether the line can be sent as it is: a whole positive quantity within stock, a staff price in whole dong. */
export function lineValid(l: LineValue): boolean {
  const price = l.unit_price;
  const priceOk = price === undefined || (Number.isSafeInteger(price) && price >= 0);
  return isQuantity(l.quantity) && priceOk && quantityProblem(l) === undefined;
}

/** What one line costs, or null while it is not valid (the screen shows "—" rather than a wrong sum). */
export function lineTotal(l: LineValue, buyer?: BuyerPrices): number | null {
  return lineValid(l) ? lineUnitPrice(l, buyer) * l.quantity : null;
}

/** Σ of the lines, or null while any line is not valid (the server computes the real totals). */
export function linesSubtotal(lines: readonly LineValue[], buyer?: BuyerPrices): number | null {
  let sum = 0;
  for (const l of lines) {
    const total = lineTotal(l, buyer);
    if (total === null) return null;
    sum += total;
  }
  return sum;
}

/**
 * The stock check as a hint beside the quantity (the server decides). Not the shopper's cart limit: staff orders are
 * bound by stock, not by one shopper's basket (DESIGN §12).
 */
export function quantityProblem(l: LineValue): string | undefined {
  const check = checkQuantity(
    {
      name: l.name,
      variantName: l.variantName ?? undefined,
      max_quantities_in_cart: null,
      stock: l.stock ?? Number.MAX_SAFE_INTEGER,
    },
    l.quantity,
  );
  return check.success ? undefined : check.message;
}
