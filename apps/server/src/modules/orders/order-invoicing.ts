// The orders' side of e-invoices (DESIGN §13): what an invoice is made from, and the moment an order becomes due
// for one (delivered cash, or paid and delivered), when its job is queued in the transaction of that change.
import { fullAddress } from '@shop/domain/order-address';
import { invoiceDue } from '@shop/domain/vat-invoice.rules';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orderPromotions, orders } from '../../db/schema/orders';
import { vatRates } from '../catalog/catalog.service';
import { type InvoiceOrder, enqueueInvoice } from '../invoices/invoices.service';
import { findPromotions } from '../promotions/promotions.service';
import * as repo from './orders.repo';

/** Queues the order's e-invoice when it is due now; the job's key makes a second call change nothing. */
export async function queueInvoiceIfDue(tx: DbOrTx, orderId: number): Promise<void> {
  const order = await repo.findOrderRow(tx, orderId);
  if (
    order &&
    invoiceDue({ status: order.status, payment_method: order.paymentMethod, payment_status: order.paymentStatus })
  ) {
    await enqueueInvoice(tx, orderId);
  }
}

/**
 * The order as its invoice needs it: the lines as sold with their product's VAT rate (null: the shop's default, or a
 * product deleted since; the catalogue's), and the part of the discount that paid for the delivery (a free-shipping
 * voucher; promotions').
 */
export async function invoiceOrder(db: DbOrTx, orderId: number): Promise<InvoiceOrder | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const [lines, applied] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        name: orderItems.productName,
        variantName: orderItems.variantName,
        unit: orderItems.unit,
        quantity: orderItems.quantity,
        price: orderItems.price,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    db
      .select({ promotionId: orderPromotions.promotionId })
      .from(orderPromotions)
      .where(eq(orderPromotions.orderId, orderId)),
  ]);
  const productIds = [...new Set(lines.flatMap((l) => (l.productId === null ? [] : [l.productId])))];
  const [rates, promos] = await Promise.all([
    vatRates(db, productIds),
    findPromotions(
      db,
      applied.map((a) => a.promotionId),
    ),
  ]);
  const items = lines.map((l) => ({ ...l, vatRate: l.productId === null ? null : (rates.get(l.productId) ?? null) }));
  const freeShipping = promos.some((p) => p.value === 0 && !p.isPercentage);
  const shippingDiscount = freeShipping ? Math.min(order.discount, order.shippingFee) : 0;
  return {
    id: order.id,
    userId: order.userId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    buyerName: order.recipientName,
    email: order.email,
    phone: order.phoneNumber,
    address: fullAddress(order.shippingAddress, order),
    shippingFee: order.shippingFee,
    goodsDiscount: order.discount - shippingDiscount,
    shippingDiscount,
    // What the order charged beyond its goods and shipping (its tax, by taxAmountOf when placed or edited), so the
    // invoice adds up to the final total the shopper paid.
    addedTax: order.finalTotal - (order.totalPrice - order.discount + order.shippingFee),
    finalTotal: order.finalTotal,
    items: items.map((i) => ({
      id: i.id,
      name: i.variantName ? `${i.name} - ${i.variantName}` : i.name,
      unit: i.unit,
      quantity: i.quantity,
      unitPrice: i.price,
      vatRate: i.vatRate,
    })),
  };
}
