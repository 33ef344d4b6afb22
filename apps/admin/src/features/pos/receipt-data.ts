/**
 * What an 80 mm receipt prints (DESIGN §15), from the server's answer to a sale, or — for a sale still waiting on the
 * device — from what the till kept, marked as provisional.
 */
import type { PosPaymentMethod } from '@shop/domain/pos.rules';
import type { PosSaleResult } from '@shop/domain/pos.schemas';
import type { QueuedSale } from './sale-queue';

export interface ReceiptData {
  shopName: string;
  locationName: string;
  address: string;
  phone: string | null;
  /** `#1234` for a recorded sale; the till's own id for one still on the device. */
  number: string;
  at: string;
  staff: string | null;
  lines: { label: string; quantity: number; price: number; total: number }[];
  subtotal: number;
  /** The tax added on top (0 when prices include VAT). */
  tax: number;
  total: number;
  payments: { method: PosPaymentMethod; amount: number }[];
  cashReceived: number | null;
  change: number;
  provisional: boolean;
}

export function receiptOfResult(r: PosSaleResult, shopName: string): ReceiptData {
  const o = r.order;
  return {
    shopName,
    locationName: r.location_name,
    address: r.location_address,
    phone: r.location_phone,
    number: `#${o.id}`,
    at: o.created_at,
    staff: r.staff,
    lines: o.items.map((i) => ({
      label: i.variant_name ? `${i.product_name} - ${i.variant_name}` : i.product_name,
      quantity: i.quantity,
      price: i.price,
      total: i.total_price,
    })),
    subtotal: o.total_price,
    tax: Math.max(0, o.final_total - (o.total_price - o.discount + o.shipping_fee)),
    total: o.final_total,
    payments: r.payments.map(({ method, amount }) => ({ method, amount })),
    cashReceived: r.cash_received,
    change: r.change,
    provisional: false,
  };
}

export function receiptOfQueued(
  s: QueuedSale,
  shopName: string,
  place: { address: string; phone: string | null } | undefined,
): ReceiptData {
  const lines = s.body.items.map((item, i) => {
    const price = s.summary.unitPrices[i] ?? 0;
    return { label: s.summary.labels[i] ?? '', quantity: item.quantity, price, total: price * item.quantity };
  });
  const subtotal = lines.reduce((n, l) => n + l.total, 0);
  return {
    shopName,
    locationName: s.summary.locationName,
    address: place?.address ?? '',
    phone: place?.phone ?? null,
    number: s.client_sale_id.slice(0, 8).toUpperCase(),
    at: s.made_at,
    staff: null,
    lines,
    subtotal,
    tax: s.summary.total - subtotal,
    total: s.summary.total,
    payments: s.body.payments,
    cashReceived: s.body.cash_received,
    change: s.summary.change,
    provisional: true,
  };
}
