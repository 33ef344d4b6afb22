/**
 * The lines of a staff order form (taking an order, editing one): what the request sends for each line, plus what
 * the screen shows beside it (name, today's or kept price, stock, limit). The request's schema drops the extras.
 */
import type { AdminProductSummary } from '@shop/domain/admin-catalog.schemas';
import { checkQuantity } from '@shop/domain/cart.rules';
import { linePrice } from '@shop/domain/pricing';

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
  limit: number | null;
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
  limit: number | null;
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
          limit: p.max_quantities_in_cart,
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
      limit: v.max_quantities_in_cart,
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
    limit: o.limit,
  };
}

/** What one line costs: the staff price when set, else its own. */
export function lineTotal(l: Pick<LineValue, 'quantity' | 'unit_price' | 'price'>): number {
  const q = Number.isSafeInteger(l.quantity) && l.quantity > 0 ? l.quantity : 0;
  return (l.unit_price ?? l.price) * q;
}

/** The domain's cart limit and stock check, as a hint beside the quantity (the server decides). */
export function quantityProblem(l: LineValue): string | undefined {
  const check = checkQuantity(
    {
      name: l.name,
      variantName: l.variantName ?? undefined,
      max_quantities_in_cart: l.limit,
      stock: l.stock ?? Number.MAX_SAFE_INTEGER,
    },
    l.quantity,
  );
  return check.success ? undefined : check.message;
}
