// Placement's writes, in its one transaction: the order's row, its stock taken, its lines, first history entry,
// notices, expiry, voucher use and invoice request, and the answer shaped from the rows written.
import { type Order } from '@shop/domain/order-response.schemas';
import { chargedTaxRate } from '@shop/domain/order-pricing';
import type { Tx } from '../../db/client';
import { jobsInsert } from '../../lib/job-queue';
import type { DeliveryLocation } from '../shipping/shipping.service';
import { type ProductUnits, type StockNotice, fulfilmentCandidates, reserveAtFirst } from '../stock/stock.service';
import { ORDER_LINE_MESSAGES, type PricedLine, unitsByProduct } from './order-lines';
import { orderNoticeJobs } from '../notifications/notifications.service';
import { expiryJob, isOnlineMethod, paymentDeadline } from './order-payments.service';
import { shapeOrder } from './order-shape';
import { invoiceRequestInsert, invoicesOf } from '../invoices/invoices.service';
import { nonField, promotionSnapshot } from './order-voucher-check';
import * as repo from './orders.repo';
import type { PlacementDeps, PlacementInput, PricedOrder } from './order-placement.service';
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
 * the last one tried.
 */
async function reserve(tx: Tx, orderId: number, candidates: number[], lines: PricedLine[], touched: StockNotice[]) {
  const reserved = await reserveAtFirst(tx, unitsOf(lines), orderId, candidates, (n) => touched.push(n));
  if ('locationId' in reserved) return reserved.locationId;
  const { short } = reserved;
  const label = lines.find((l) => l.productId === short.productId && l.variantId === short.variantId)?.label;
  nonField(409, ORDER_LINE_MESSAGES.outOfStock(label ?? '', short.left));
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
  }: Pick<PlacementInput, 'userId' | 'recipientName' | 'body' | 'source' | 'staff'>,
  location: DeliveryLocation,
  totals: PricedOrder['totals'],
  tax: PricedOrder['tax'],
  fulfilmentLocationId: number,
): repo.NewOrder {
  return {
    fulfilmentLocationId,
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
  };
}

/** The shop's settings an order is written with: where new-order notices go, where its stock is reserved first. */
export interface ShopPreferences {
  email: string | undefined;
  /** The preferred fulfilment location (DESIGN §15), when it has every line; null: the lowest id that has. */
  fulfilmentLocation: number | null;
}

/**
 * Writes the order, takes its stock, records the voucher use and the first history entry; answers the order
 * from the rows written (no second read).
 */
export async function writeOrder(
  tx: Tx,
  { config, vouchersChanged }: Pick<PlacementDeps, 'config' | 'vouchersChanged'>,
  { userId, recipientName, body, source, staff }: PlacementInput,
  location: DeliveryLocation,
  { lines, promotion, totals, tax }: PricedOrder,
  touched: StockNotice[],
  shop: ShopPreferences,
): Promise<Order> {
  const candidates = await fulfilmentCandidates(tx, unitsOf(lines), shop.fulfilmentLocation);
  const placed = await repo.insertOrder(
    tx,
    orderRow(config, { userId, recipientName, body, source, staff }, location, totals, tax, candidates[0]!),
  );
  const fulfilment = await reserve(tx, placed.id, candidates, lines, touched);
  const order =
    fulfilment === placed.fulfilmentLocationId ? placed : await repo.setFulfilmentLocation(tx, placed.id, fulfilment);
  // The order's notices (the shopper's, the shop's) and its expiry commit with it, or not at all; they go with its
  // items.
  const jobs = [
    ...(await orderNoticeJobs(tx, order, 'placed')),
    ...(await orderNoticeJobs(tx, order, 'shop_notice', { shopEmail: shop.email })),
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
  return shapeOrder(order, items, applied, [first], invoice);
}
