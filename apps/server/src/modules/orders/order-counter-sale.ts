// A sale at the counter (DESIGN §15), written by the orders module in the caller's transaction (the counter's, which
// keeps the sale, its payments and its audit row with it): priced as staff's orders are (the buyer's group prices,
// staff's prices with their reasons), no address and no fee, handed over at once (delivered, in its history), its
// units off the location's shelf at once, paid at once but for a transfer part that waits for SePay or staff.
import type { Order } from '@shop/domain/order-response.schemas';
import {
  ORDER_TOTAL_MESSAGES,
  type TaxSetting,
  chargedTaxRate,
  fitsOrderAmounts,
  priceOrder,
} from '@shop/domain/order-pricing';
import { RELEASED_STATUSES } from '@shop/domain/order-status';
import { SETTLED_PAYMENT_STATUSES } from '@shop/domain/payment.rules';
import { invoiceDue } from '@shop/domain/vat-invoice.rules';
import type { DbOrTx, Tx } from '../../db/client';
import { enqueueInvoice } from '../invoices/invoices.service';
import { notifyOrder } from '../notifications/notifications.service';
import { type StockNotice, type Shortfall, locationCards, sellStock } from '../stock/stock.service';
import { shapeOrders } from './order-answers';
import { queueInvoiceIfDue } from './order-invoicing';
import { priceForBuyer } from './order-line-pricing';
import { ORDER_LINE_MESSAGES, type PricedLine, mergeLines } from './order-lines';
import { setPaidByHand } from './order-money.repo';
import { type StaffTerms, lineKey, withStaffPrices } from './order-placement.service';
import { unitsOf } from './order-placement-write';
import { shapeOrder } from './order-shape';
import { nonField } from './order-voucher-check';
import * as repo from './orders.repo';

/** A line as the till sends it: a staff price comes with its reason. */
export interface CounterSaleItem {
  product: number;
  variant: number | null;
  quantity: number;
  unit_price?: number | null | undefined;
  price_reason?: string | null | undefined;
}

/** The customer staff attached (found by phone): their group's prices apply, and the invoice names them. */
export interface CounterSaleCustomer {
  id: number;
  name: string;
  phone: string;
  email: string;
  groupId: number | null;
}

/** How the sale is paid, once its total is known: what came in at once, and whether a transfer part waits. */
export interface CounterPayment {
  paidNow: number;
  transfer: boolean;
}

export interface CounterSale {
  locationId: number;
  /** The staff member at the till: the history's actor. */
  actorId: number;
  customer: CounterSaleCustomer | null;
  items: readonly CounterSaleItem[];
  /** A sale the till made offline (its goods have left): recorded even when the shelf lacks units, and flagged. */
  allowShort: boolean;
  /** Checks the payment against the total before anything is written (throws to refuse the sale). */
  settle: (finalTotal: number) => CounterPayment;
}

export interface RecordedCounterSale {
  row: repo.OrderRow;
  order: Order;
  /** What the location lacked (an offline sale's): the order is `stock_short`. */
  shortfalls: Shortfall[];
}

/** The sale's lines priced for the buyer, staff's prices over them, and its totals (no fee, no voucher). */
async function priceSale(tx: Tx, sale: CounterSale, tax: TaxSetting) {
  const prices = new Map(
    sale.items.flatMap((i) =>
      i.unit_price == null
        ? []
        : [[lineKey(i.product, i.variant), { price: i.unit_price, reason: i.price_reason ?? '' }] as const],
    ),
  );
  const staff: StaffTerms = { actorId: sale.actorId, staffNote: '', prices, counter: true };
  // Staff are bound by stock and pack sizes, not by one shopper's cart limit (as for their orders).
  const priced = await priceForBuyer(tx, mergeLines(sale.items), sale.customer?.groupId ?? null, { cartLimit: false });
  const lines = withStaffPrices(priced, staff);
  const totals = priceOrder({
    lines: lines.map((l) => ({ price: l.unitPrice, discount_price: null, quantity: l.quantity })),
    shippingFee: 0,
    voucher: null,
    taxRate: chargedTaxRate(tax),
  });
  if (!fitsOrderAmounts(totals)) nonField(400, ORDER_TOTAL_MESSAGES.tooLarge);
  return { lines, totals };
}

/** The order's row: handed over, at the till's location, paid but for a transfer part, no address. */
function saleRow(
  sale: CounterSale,
  { totals }: Awaited<ReturnType<typeof priceSale>>,
  tax: TaxSetting,
  payment: CounterPayment,
): repo.NewOrder {
  const c = sale.customer;
  return {
    fulfilmentLocationId: sale.locationId,
    userId: c?.id ?? null,
    status: 'delivered',
    shippingAddress: '',
    recipientName: c?.name ?? '',
    phoneNumber: c?.phone ?? '',
    email: c?.email ?? '',
    totalPrice: totals.subtotal,
    shippingFee: 0,
    discount: totals.discount,
    haveTax: tax.have_tax,
    tax: String(chargedTaxRate(tax) ?? 0),
    finalTotal: totals.finalTotal,
    // A transfer part is SePay's to confirm: the webhook credits it by the order's code and amount (what came in at
    // once is already received, so the transfer completes the total).
    paymentMethod: payment.transfer ? 'sepay' : 'cash',
    paymentStatus: payment.transfer ? 'pending' : 'paid',
    companyPaymentReceived: !payment.transfer,
    amountReceived: payment.paidNow,
    paymentExpiresAt: null,
    source: 'store',
  };
}

/** Takes the units off the location's shelf; 409 naming the line when short, unless the sale was made offline. */
async function sell(tx: Tx, sale: CounterSale, orderId: number, lines: PricedLine[], touched: StockNotice[]) {
  const short = await sellStock(tx, unitsOf(lines), orderId, sale.locationId, sale.allowShort, (n) => touched.push(n));
  if (short.length > 0 && !sale.allowShort) {
    const line = lines.find((l) => l.productId === short[0]!.productId && l.variantId === short[0]!.variantId);
    nonField(409, ORDER_LINE_MESSAGES.outOfStock(line?.label ?? '', short[0]!.left));
  }
  return short;
}

/**
 * Records a counter sale in `tx`: the order, its lines, its one history entry (delivered, by the staff member), its
 * units off the shelf (on the ledger under the order), and its e-invoice queued when it is due (paid at once); the
 * daily figures follow by the orders' triggers. No mail: the buyer stands at the counter with the receipt. What the
 * sale took from stock is pushed on `touched`, for the caller to tell the catalogue's cache after the commit.
 */
export async function recordCounterSale(
  tx: Tx,
  sale: CounterSale,
  tax: TaxSetting,
  touched: StockNotice[],
): Promise<RecordedCounterSale> {
  const priced = await priceSale(tx, sale, tax);
  const payment = sale.settle(priced.totals.finalTotal);
  let row = await repo.insertOrder(tx, saleRow(sale, priced, tax, payment));
  const shortfalls = await sell(tx, sale, row.id, priced.lines, touched);
  if (shortfalls.length > 0) row = await repo.markStockShort(tx, row.id);
  const { items, history } = await repo.insertItemsAndHistory(
    tx,
    row.id,
    priced.lines.map((l) => l.snapshot),
    'delivered',
    [],
    sale.actorId,
  );
  const money = { status: row.status, payment_method: row.paymentMethod, payment_status: row.paymentStatus };
  if (invoiceDue(money)) await enqueueInvoice(tx, row.id);
  const card = (await locationCards(tx, [sale.locationId])).get(sale.locationId);
  return { row, order: shapeOrder(row, items, [], [history], undefined, card), shortfalls };
}

/** A counter sale's order as its receipt shows it, with its row; undefined for no order. */
export async function counterSaleOrder(db: DbOrTx, id: number) {
  const row = await repo.findOrderRow(db, id);
  if (!row) return undefined;
  const [order] = await shapeOrders(db, [row]);
  return { row, order: order! };
}

/**
 * Staff saw a counter sale's transfer arrive (DESIGN §15), in the caller's transaction (the counter's, with its audit
 * row): the order is paid in full and received, the buyer told, its e-invoice due. `settled` when its money was
 * settled already (SePay was first) or it was cancelled or returned; `missing` for no order.
 */
export async function confirmCounterTransfer(tx: Tx, id: number): Promise<'confirmed' | 'settled' | 'missing'> {
  const order = await repo.lockOrder(tx, id);
  if (!order) return 'missing';
  if (SETTLED_PAYMENT_STATUSES.includes(order.paymentStatus) || RELEASED_STATUSES.includes(order.status)) {
    return 'settled';
  }
  const paid = await setPaidByHand(tx, id, order.finalTotal);
  await notifyOrder(tx, paid, 'paid');
  await queueInvoiceIfDue(tx, id);
  return 'confirmed';
}
