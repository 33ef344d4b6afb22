/**
 * The order edit form's values and the PATCH it sends (DESIGN §12): only what changed, with the order's `version`.
 * Kept lines carry their `id` (the server prices them by `keptLinePrice`; a typed staff price wins); new lines have
 * none.
 */
import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { LIVE_SHIPMENT_STATUSES } from '@shop/domain/carrier.rules';
import type { AdminOrderEdit } from '@shop/domain/admin-order-edit.schemas';
import { isMarketplaceSource } from '@shop/domain/order-source';
import type { OrderStatus } from '@shop/domain/order-status';
import type { AddressForm } from './address-fields';
import { type InvoiceForm, invoiceChanged, invoiceValuesOf } from './invoice-values';
import type { LineValue, LinesForm } from './order-lines';

/** The order's carrier shipment is not over (waiting for pick-up or on its way): edits and mark-paid wait for it. */
export const hasLiveShipment = (order: Pick<AdminOrder, 'shipment'>) =>
  !!order.shipment && LIVE_SHIPMENT_STATUSES.includes(order.shipment.status);

/**
 * DESIGN §12: an order changes while pending, accounting_processing or processing, with no live carrier shipment
 * (the server also refuses one being created, which the page does not show); a marketplace's order never (§16).
 */
const EDITABLE: readonly OrderStatus[] = ['pending', 'accounting_processing', 'processing'];
export const isEditable = (order: Pick<AdminOrder, 'status' | 'shipment' | 'source'>) =>
  EDITABLE.includes(order.status) && !hasLiveShipment(order) && !isMarketplaceSource(order.source);

export interface OrderEditValues extends AddressForm, LinesForm, InvoiceForm {
  /** The order's as loaded: the domain schema checks the form with it, the PATCH sends it. */
  version: number;
  phone_number: string;
  shipping_fee?: number | undefined;
  staff_note: string;
  /** Where the order's stock is reserved (DESIGN §15); a move is checked on the server (409 when it lacks a line). */
  fulfilment_location?: number | undefined;
}

export function editValuesOf(order: AdminOrder): OrderEditValues {
  return {
    version: order.version,
    items: order.items.map((item): LineValue => ({
      id: item.id,
      product: item.product.id ?? 0,
      variant: item.variant?.id ?? null,
      quantity: item.quantity,
      unit_price: undefined,
      price_reason: '',
      name: item.product_name,
      variantName: item.variant_name,
      price: item.price,
      stock: null,
    })),
    shipping_address: order.shipping_address,
    city: order.city,
    district: order.district,
    ward: order.ward,
    phone_number: order.phone_number,
    shipping_fee: order.shipping_fee,
    staff_note: order.staff_note,
    fulfilment_location: order.fulfilment_location?.id,
    invoice: invoiceValuesOf(order.invoice),
  };
}

const linePayload = (l: LineValue) => ({
  ...(l.id !== undefined ? { id: l.id } : {}),
  product: l.product,
  variant: l.variant,
  quantity: l.quantity,
  ...(l.unit_price !== undefined && !Number.isNaN(l.unit_price)
    ? { unit_price: l.unit_price, price_reason: l.price_reason }
    : {}),
});

const SCALARS = [
  'shipping_address',
  'city',
  'district',
  'ward',
  'phone_number',
  'shipping_fee',
  'staff_note',
  'fulfilment_location',
] as const;

/** The PATCH body: the version and each field that differs from the order as loaded; null when nothing does. */
export function editBody(order: AdminOrder, values: OrderEditValues): AdminOrderEdit | null {
  const before = editValuesOf(order);
  const body: Record<string, unknown> = {};
  const items = values.items.map(linePayload);
  if (JSON.stringify(items) !== JSON.stringify(before.items.map(linePayload))) body.items = items;
  for (const key of SCALARS) {
    const value = typeof values[key] === 'string' ? (values[key] as string).trim() : values[key];
    // Undefined: not changing it (a fee left blank, a counter sale's missing address).
    if (value !== undefined && value !== before[key]) body[key] = value;
  }
  if (invoiceChanged(before.invoice, values.invoice)) body.invoice = values.invoice;
  if (Object.keys(body).length === 0) return null;
  return { ...body, version: order.version } as AdminOrderEdit;
}

const PLACES = ['shipping_address', 'city', 'district', 'ward'] as const;

/**
 * The values the domain schema checks: a blank place is "not changing it" (a counter sale has no address), so only
 * an address being changed must be whole.
 */
export function checkedValues(values: OrderEditValues): Record<string, unknown> {
  const checked: Record<string, unknown> = { ...values };
  for (const key of PLACES) if (!values[key].trim()) delete checked[key];
  return checked;
}
