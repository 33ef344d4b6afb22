/**
 * The lines of a counter sale and what they come to (DESIGN §15), priced as the server prices them: the catalogue's
 * line price lowered by the quantity tiers of the customer's group (DESIGN §13), plus the shop's tax when it adds one
 * (DESIGN §4). The server is the authority; the till shows the same figures so the payments it sends add up.
 */
import { priceOrder } from '@shop/domain/order-pricing';
import { type PriceTier, stepQuantity, tieredUnitPrice, tiersFor } from '@shop/domain/wholesale.rules';
import type { TillItem } from './till-items';

export interface SaleLine {
  key: string;
  product: number;
  variant: number | null;
  name: string;
  variantName: string | null;
  /** The catalogue's price of one unit, before tiers. */
  price: number;
  multiple: number;
  quantity: number;
}

/** Up to this many units on one line (the schema's limit). */
export const LINE_QUANTITY_MAX = 100_000;

/** A scan or a pick: one more pack of a line already there, else a new line of one pack at the end. */
export function addItem(lines: readonly SaleLine[], item: TillItem): SaleLine[] {
  const at = lines.findIndex((l) => l.key === item.key);
  if (at >= 0) return lines.map((l, i) => (i === at ? { ...l, quantity: stepUp(l) } : l));
  const { key, product, variant, name, variantName, price, multiple } = item;
  return [...lines, { key, product, variant, name, variantName, price, multiple, quantity: Math.max(1, multiple) }];
}

const stepUp = (l: SaleLine) => stepQuantity(l.quantity, l.multiple, 1, LINE_QUANTITY_MAX);

/** + or − one pack; − on a line of one pack leaves it (removing is its own button). */
export function stepLine(lines: readonly SaleLine[], key: string, direction: 1 | -1): SaleLine[] {
  return lines.map((l) =>
    l.key === key ? { ...l, quantity: stepQuantity(l.quantity, l.multiple, direction, LINE_QUANTITY_MAX) } : l,
  );
}

/** A quantity typed in: whole packs, at least one pack (a wrong number snaps rather than breaking the sale). */
export function setQuantity(lines: readonly SaleLine[], key: string, quantity: number): SaleLine[] {
  return lines.map((l) => {
    if (l.key !== key || !Number.isFinite(quantity)) return l;
    const m = Math.max(1, l.multiple);
    const packs = Math.max(1, Math.round(quantity / m));
    return { ...l, quantity: Math.min(packs * m, Math.floor(LINE_QUANTITY_MAX / m) * m) };
  });
}

export function removeLine(lines: readonly SaleLine[], key: string): SaleLine[] {
  return lines.filter((l) => l.key !== key);
}

/** Who is buying, as far as prices go: their group (null: none) and the tiers known for each product. */
export interface Buyer {
  group: number | null;
  tiersOf: (product: number) => readonly PriceTier[];
}

export const NO_BUYER: Buyer = { group: null, tiersOf: () => [] };

/** One unit of the line as the server will price it. */
export function unitPrice(line: SaleLine, buyer: Buyer = NO_BUYER): number {
  const tiers = tiersFor(buyer.tiersOf(line.product), { variantId: line.variant, groupId: buyer.group });
  return tieredUnitPrice(line.price, tiers, line.quantity);
}

export interface SaleTotals {
  /** Σ unit price × quantity. */
  subtotal: number;
  /** The tax the shop adds on top (0 when prices include VAT, the default). */
  tax: number;
  total: number;
  units: number;
}

export function saleTotals(lines: readonly SaleLine[], buyer: Buyer = NO_BUYER, taxRate: number | null = null) {
  const priced = lines.map((l) => ({ price: unitPrice(l, buyer), discount_price: null, quantity: l.quantity }));
  const totals = priceOrder({ lines: priced, shippingFee: 0, taxRate });
  return {
    subtotal: totals.subtotal,
    tax: totals.taxAmount,
    total: totals.finalTotal,
    units: lines.reduce((n, l) => n + l.quantity, 0),
  } satisfies SaleTotals;
}
