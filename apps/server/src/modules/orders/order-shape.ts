import type { Order, OrderLocation } from '@shop/domain/order-response.schemas';
import { orderStatusLabelFor } from '@shop/domain/locations.rules';
import type { orderItems, orderPromotions, orderStatusHistory, orders } from '../../db/schema/orders';
import { type InvoiceRow, shapeInvoice } from '../invoices/invoices.service';
import type { LocationCard } from '../stock/stock.service';

/** The order's location as its answers show it (DESIGN §15): the pickup store, or where a parcel leaves from. */
export function shapeLocation(card: LocationCard | undefined): OrderLocation | null {
  if (!card) return null;
  return { id: card.id, name: card.name, address: card.address, phone: card.phone, opening_hours: card.openingHours };
}

/** A pickup store as the shopper's messages name it (Zalo's `pickup_store`): its name and address. */
export function pickupText(store: LocationCard | null | undefined): string | null {
  return store ? `${store.name}, ${store.address}` : null;
}

/**
 * DESIGN §3 Order from its row and its items, promotions and history (each in display order), its invoice request and
 * its fulfilment location (the stock module's card of it).
 */
export function shapeOrder(
  r: typeof orders.$inferSelect,
  items: (typeof orderItems.$inferSelect)[],
  promos: (typeof orderPromotions.$inferSelect)[],
  history: (typeof orderStatusHistory.$inferSelect)[],
  invoice?: InvoiceRow,
  location?: LocationCard,
): Order {
  return {
    id: r.id,
    status: r.status,
    status_display: orderStatusLabelFor(r.status, r.deliveryMethod),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    tracking_number: r.trackingNumber,
    shipping_company: r.shippingCompany,
    shipping_address: r.shippingAddress,
    ward: r.ward,
    district: r.district,
    city: r.city,
    phone_number: r.phoneNumber,
    email: r.email,
    note: r.note,
    items: items.map((i) => ({
      id: i.id,
      product: { id: i.productId, name: i.productName },
      variant: i.variantName === null ? null : { id: i.variantId, name: i.variantName },
      product_name: i.productName,
      variant_name: i.variantName,
      product_image_url: i.productImageUrl,
      variant_image_url: i.variantImageUrl,
      quantity: i.quantity,
      unit: i.unit,
      product_weight: i.productWeightGrams / 1000,
      price: i.price,
      total_price: i.totalPrice,
    })),
    total_price: r.totalPrice,
    shipping_fee: r.shippingFee,
    discount: r.discount,
    have_tax: r.haveTax,
    tax: Number(r.tax),
    final_total: r.finalTotal,
    payment_method: r.paymentMethod,
    payment_status: r.paymentStatus,
    company_payment_received: r.companyPaymentReceived,
    sepay_transfer_amount: r.sepayTransferAmount,
    amount_received: r.amountReceived,
    sepay_gateway: r.sepayGateway,
    payment_expires_at: r.paymentExpiresAt?.toISOString() ?? null,
    promotions: promos.map((p) => ({ id: p.id, discount_amount: p.discountAmount, promotion: p.snapshot })),
    // Who made a change stays out of the shopper's answer (staff identities are not theirs to see).
    // An edit keeps the status it was made in: the shopper's tracker lists status changes only.
    status_history: history
      .filter((h) => h.kind === 'status')
      .map((h) => ({ status: h.status, at: h.at.toISOString() })),
    invoice: shapeInvoice(invoice),
    // The carrier's shipment (order-answers.ts) is added where one may exist: a new order has none.
    shipment: null,
    delivery_method: r.deliveryMethod,
    fulfilment_location: shapeLocation(location),
    // The returns area's (order-answers.ts adds them where the shopper reads the order; a new order has none).
    returns: [],
    refunds: [],
  };
}
