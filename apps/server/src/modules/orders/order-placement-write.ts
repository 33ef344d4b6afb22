// Placement's writes, in its one transaction: the order's row, its stock taken, its lines, first history entry,
// notices, expiry, voucher use and invoice request, and the answer shaped from the rows written.
import { type Order } from '@shop/domain/order-response.schemas';
import { chargedTaxRate } from '@shop/domain/order-pricing';
import type { Tx } from '../../db/client';
import { jobsInsert } from '../../lib/job-queue';
import { LOCATION_MESSAGES } from '@shop/domain/locations.rules';
import type { DeliveryLocation } from '../shipping/shipping.service';
import {
  type LocationCard,
  type ProductUnits,
  type StockNotice,
  fulfilmentCandidates,
  locationCards,
  pickupStore,
  reserveAtFirst,
} from '../stock/stock.service';
import { ORDER_LINE_MESSAGES, type PricedLine, unitsByProduct } from './order-lines';
import { orderNoticeJobs } from '../notifications/notifications.service';
import { expiryJob, isOnlineMethod, paymentDeadline } from './order-payments.service';
import { pickupText, shapeOrder } from './order-shape';
import { invoiceRequestInsert, invoicesOf } from '../invoices/invoices.service';
import { nonField, promotionSnapshot } from './order-voucher-check';
import * as repo from './orders.repo';
import type { PlacementDeps, PlacementInput, PlacementPlace, PricedOrder } from './order-placement.service';
import { usageInsert } from '../promotions/promotions.service';
/** The order's units per product, as the stock module counts them. */
export function unitsOf(lines: PricedLine[]): ProductUnits[] {
  return unitsByProduct(lines).map(([productId, u]) => ({
    productId,
    own: u.own,
    sold: u.sold,
    variants: u.variants.map((line) => ({ id: line.variantId!, quantity: line.quantity })),
  }));
}

/**
 * Reserves the stock of every line at the first of `candidates` that has it all, with the stock module's guarded
 * statements (each change on the stock ledger under the order's id); the location, or 409 naming the line short at
 * the last one tried (and the store, for a pickup: its one candidate).
 */
async function reserve(
  tx: Tx,
  orderId: number,
  at: { candidates: number[]; pickup: LocationCard | null },
  lines: PricedLine[],
  touched: StockNotice[],
) {
  const reserved = await reserveAtFirst(tx, unitsOf(lines), orderId, at.candidates, (n) => touched.push(n));
  if ('locationId' in reserved) return reserved.locationId;
  const { short } = reserved;
  const label = lines.find((l) => l.productId === short.productId && l.variantId === short.variantId)?.label ?? '';
  nonField(
    409,
    at.pickup
      ? LOCATION_MESSAGES.shortAt(label, at.pickup.name, short.left)
      : ORDER_LINE_MESSAGES.outOfStock(label, short.left),
  );
}

/** The order's row as placement writes it: the address as resolved, the totals as priced, unpaid. */
function orderRow(
  config: PlacementDeps['config'],
  {
    userId,
    recipientName,
    body,
    source,
    staff,
    paymentTermsDays,
  }: Pick<PlacementInput, 'userId' | 'recipientName' | 'body' | 'source' | 'staff' | 'paymentTermsDays'>,
  location: DeliveryLocation,
  totals: PricedOrder['totals'],
  tax: PricedOrder['tax'],
  fulfilmentLocationId: number,
  pickup: boolean,
): repo.NewOrder {
  return {
    fulfilmentLocationId,
    deliveryMethod: pickup ? 'pickup' : 'ship',
    userId,
    shippingAddress: body.shipping_address,
    // The resolved units' names, when they resolved; a free-text ward is kept as typed.
    ward: location.names.ward ?? body.ward,
    district: location.names.district ?? body.district,
    city: location.names.city ?? body.city,
    cityCode: location.codes.city ?? null,
    districtCode: location.codes.district ?? null,
    wardCode: location.codes.ward ?? null,
    recipientName,
    phoneNumber: body.phone_number,
    email: body.email,
    note: body.note,
    totalPrice: totals.subtotal,
    shippingFee: totals.shippingFee,
    discount: totals.discount,
    haveTax: tax.have_tax,
    tax: String(chargedTaxRate(tax) ?? 0),
    finalTotal: totals.finalTotal,
    paymentMethod: body.payment_method,
    paymentStatus: 'unpaid',
    paymentExpiresAt: isOnlineMethod(body.payment_method) ? paymentDeadline(config) : null,
    source,
    staffNote: staff?.staffNote ?? '',
    paymentTermsDays: paymentTermsDays ?? null,
  };
}

/** The shop's settings an order is written with: where new-order notices go, where its stock is reserved first. */
export interface ShopPreferences {
  email: string | undefined;
  /** The preferred fulfilment location (DESIGN §15), when it has every line; null: the lowest id that has. */
  fulfilmentLocation: number | null;
}

/**
 * Inserts the order at its first candidate location (a pickup's store, else the selling locations in the shop's
 * order) and reserves its stock at the first that has it all, naming that one on the row.
 */
async function insertAndReserve(
  tx: Tx,
  place: PlacementPlace,
  lines: PricedLine[],
  shop: ShopPreferences,
  touched: StockNotice[],
  row: (fulfilmentLocationId: number, pickup: boolean) => repo.NewOrder,
) {
  // A pickup's store, checked again under its lock (pickups may have been turned off there meanwhile).
  const pickup = place.pickup ? await pickupStore(tx, place.pickup.id, tx) : null;
  const candidates = pickup ? [pickup.id] : await fulfilmentCandidates(tx, unitsOf(lines), shop.fulfilmentLocation);
  const placed = await repo.insertOrder(tx, row(candidates[0]!, !!pickup));
  const fulfilment = await reserve(tx, placed.id, { candidates, pickup }, lines, touched);
  const order =
    fulfilment === placed.fulfilmentLocationId ? placed : await repo.setFulfilmentLocation(tx, placed.id, fulfilment);
  const card = pickup ?? (await locationCards(tx, [fulfilment])).get(fulfilment);
  return { order, pickup, card };
}

/**
 * Writes the order, takes its stock, records the voucher use and the first history entry; answers the order
 * from the rows written (no second read).
 */
export async function writeOrder(
  tx: Tx,
  { config, vouchersChanged }: Pick<PlacementDeps, 'config' | 'vouchersChanged'>,
  { userId, recipientName, body, source, staff, paymentTermsDays }: PlacementInput,
  place: PlacementPlace,
  { lines, promotion, totals, tax }: PricedOrder,
  touched: StockNotice[],
  shop: ShopPreferences,
): Promise<Order> {
  const { order, pickup, card } = await insertAndReserve(tx, place, lines, shop, touched, (at, isPickup) =>
    orderRow(
      config,
      { userId, recipientName, body, source, staff, paymentTermsDays },
      place.location,
      totals,
      tax,
      at,
      isPickup,
    ),
  );
  // The order's notices (the shopper's, the shop's) and its expiry commit with it, or not at all; they go with its
  // items.
  const notified = { ...order, pickupStore: pickupText(pickup) };
  const jobs = [
    ...(await orderNoticeJobs(tx, notified, 'placed')),
    ...(await orderNoticeJobs(tx, notified, 'shop_notice', { shopEmail: shop.email })),
    ...(order.paymentExpiresAt ? [expiryJob(order.id, order.paymentExpiresAt)] : []),
  ];
  const also = [
    ...(promotion ? [usageInsert(tx, { promotionId: promotion.id, userId, orderId: order.id })] : []),
    ...(jobs.length > 0 ? [jobsInsert(tx, jobs)] : []),
    ...(body.invoice ? [invoiceRequestInsert(tx, order.id, userId, body.invoice)] : []),
  ];
  const { items, history: first } = await repo.insertItemsAndHistory(
    tx,
    order.id,
    lines.map((l) => l.snapshot),
    'pending',
    also.map((write) => write.getSQL()),
    staff?.actorId ?? null,
  );
  const applied: repo.OrderPromotionRow[] = [];
  if (promotion) {
    applied.push(
      await repo.insertOrderPromotion(tx, {
        orderId: order.id,
        promotionId: promotion.id,
        discountAmount: totals.discount,
        snapshot: promotionSnapshot(promotion),
      }),
    );
    // Used up now: the shop's voucher lists (cached) must drop it.
    if (promotion.takesLastUse) await vouchersChanged(tx);
  }
  const [invoice] = body.invoice ? (await invoicesOf(tx, [order.id])).values() : [];
  return shapeOrder(order, items, applied, [first], invoice, card);
}
