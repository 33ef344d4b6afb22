// A return by line and a refund on its own (DESIGN §17), each in one transaction under the order's row lock: two
// returns at once are checked one after the other, so neither takes back more than was delivered less what the
// other took, nor refunds more than was received. Everything is written in it: the return and its lines, the units
// back on the shelf (ledger, public stock), the refund, the adjustment e-invoice's row and job, the order's status
// when nothing is left, the shopper's mail and the audit row.
import { LOCATION_MESSAGES as LM } from '@shop/domain/locations.rules';
import { CHECKOUT_MESSAGES } from '@shop/domain/order.schemas';
import { RETURN_MESSAGES as M, returnLineName, returnableUnits, returnedValue } from '@shop/domain/returns.rules';
import type { OrderRefund, RefundInput, ReturnCreated, ReturnRequest } from '@shop/domain/returns.schemas';
import type { Tx } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import { adjustmentsOf, enqueueInvoiceAdjustment } from '../invoices/invoices.service';
import { notifyOrder } from '../notifications/notifications.service';
import {
  type AccountPort,
  type OrderRow,
  type ReturnedItem,
  invoiceOrder,
  listItemsOf,
  lockOrder,
  settleReturn,
} from '../orders/orders.service';
import {
  type ProductUnits,
  type StockNotice,
  locationFlags,
  locationOrFirst,
  releaseStock,
} from '../stock/stock.service';
import { ReturnLimitError } from './return-errors';
import * as repo from './returns.repo';
import { moneyBack, shapeRefund, shapeReturn } from './returns-views';

type ItemRow = Awaited<ReturnType<typeof listItemsOf>>[number];

/** A requested line checked against the order: its line, its name, how many come back, whether to the shelf. */
interface CheckedLine {
  item: ItemRow;
  name: string;
  quantity: number;
  restock: boolean;
}

export interface WriteDeps {
  audit: AuditService;
  /** The customer's account (receivables'), for an on_account order's returns. */
  account: Pick<AccountPort, 'returned' | 'released'>;
  /** What the stock moves touched, for the catalogue's cache once the transaction commits. */
  touched: StockNotice[];
}

/** The order's lines as returns name them. */
const namedItems = (items: ItemRow[]): ReturnedItem[] =>
  items.map((i) => ({ id: i.id, product_name: i.productName, variant_name: i.variantName, quantity: i.quantity }));
const nameOf = (i: ItemRow) => returnLineName({ product_name: i.productName, variant_name: i.variantName });

async function lockedOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
  return order;
}

/** 409 unless the order's goods were handed over: delivered, collected at its store, or sold at the counter. */
function checkReturnable(order: OrderRow) {
  if (order.status === 'delivered') return;
  throw new ReturnLimitError(order.status === 'returned' ? M.wholeOrderReturned : M.notDelivered, 'status');
}

/**
 * Each requested line against the order: 404 for a line that isn't the order's, 409 naming the line when it asks for
 * more units than were delivered less what earlier returns took, 400 when a line to restock has no product any more.
 */
function checkLines(items: ItemRow[], lines: ReturnRequest['lines'], returned: Map<number, number>): CheckedLine[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const left = returnableUnits(items, returned);
  return lines.map((line, i) => {
    const item = byId.get(line.order_item);
    if (!item) throw new NotFoundError(M.lineNotFound);
    const name = nameOf(item);
    const can = left.get(item.id) ?? 0;
    if (line.quantity > can) throw new ReturnLimitError(M.tooMany(name, can), 'quantity', item.id);
    // A product (or variant) deleted since has no shelf to go back to.
    if (line.restock && (item.productId === null || (item.variantName !== null && item.variantId === null))) {
      const message = M.productGone(name);
      throw new BadRequestError(message, { [`lines.${i}.restock`]: [message] });
    }
    return { item, name, quantity: line.quantity, restock: line.restock };
  });
}

/**
 * Where restocked lines go back: the location asked for, else the order's fulfilment location (the first location
 * for an order older than locations); null when nothing is restocked. 400 for an unknown location, 409 for one that
 * holds no stock.
 */
async function restockPlace(tx: Tx, order: OrderRow, asked: number | null, restocking: boolean) {
  if (asked !== null && !(await locationFlags(tx, asked))) {
    throw new BadRequestError(M.locationUnknown, { location: [M.locationUnknown] });
  }
  if (!restocking) return null;
  const id = await locationOrFirst(tx, asked ?? order.fulfilmentLocationId);
  const flags = await locationFlags(tx, id);
  if (!flags) throw new BadRequestError(M.locationUnknown, { location: [M.locationUnknown] });
  if (!flags.holdsStock) throw new ReturnLimitError(LM.notHolding(flags.name), 'location');
  return { id, name: flags.name };
}

/**
 * 409 when the refund would take the order's refunds past what was received, or when the order is on account (its
 * returns credit the customer's account instead).
 */
function checkRefund(order: OrderRow, amount: number, refundable: number) {
  if (order.paymentMethod === 'on_account') throw new ReturnLimitError(M.refundOnAccount, 'refund');
  if (amount > refundable) throw new ReturnLimitError(M.refundTooLarge(refundable), 'refund');
}

/** The restocked lines back on hand at the location, on the ledger under the order (reason `return`); the units. */
async function restock(tx: Tx, orderId: number, lines: CheckedLine[], locationId: number, touched: StockNotice[]) {
  const byProduct = new Map<number, ProductUnits>();
  for (const { item, quantity } of lines.filter((l) => l.restock)) {
    const entry = byProduct.get(item.productId!) ?? { productId: item.productId!, own: 0, sold: 0, variants: [] };
    entry.sold += quantity;
    if (item.variantName === null) entry.own += quantity;
    else entry.variants.push({ id: item.variantId!, quantity });
    byProduct.set(item.productId!, entry);
  }
  const units = [...byProduct.values()];
  if (units.length === 0) return 0;
  await releaseStock(tx, units, orderId, locationId, { reason: 'return', shipped: true }, (n) => touched.push(n));
  return units.reduce((s, u) => s + u.sold, 0);
}

/** Every delivered unit of every line has come back, this return's included. */
function allReturned(items: ItemRow[], returned: Map<number, number>, lines: CheckedLine[]) {
  const now = new Map(returned);
  for (const l of lines) now.set(l.item.id, (now.get(l.item.id) ?? 0) + l.quantity);
  return items.every((i) => (now.get(i.id) ?? 0) >= i.quantity);
}

/**
 * An on_account order's account after the return: a part returned is credited to it at the goods' value (paying this
 * order first); everything returned releases the order (what was paid of it, and earlier returns' credit, come off).
 * Answers the credit given.
 */
async function settleAccount(
  tx: Tx,
  account: WriteDeps['account'],
  after: OrderRow,
  credit: { returnId: number; lines: CheckedLine[]; actorId: number },
): Promise<number> {
  if (after.paymentMethod !== 'on_account') return 0;
  if (after.status === 'returned') {
    await account.released(tx, after);
    return 0;
  }
  const money = await invoiceOrder(tx, after.id);
  const lines = credit.lines.map((l) => ({ orderItemId: l.item.id, quantity: l.quantity }));
  const amount = money ? returnedValue(money, lines) : 0;
  await account.returned(tx, after, { returnId: credit.returnId, amount, actorId: credit.actorId });
  return amount;
}

/** The checks of a return, in order, before anything is written. */
async function checkReturn(tx: Tx, order: OrderRow, body: ReturnRequest) {
  checkReturnable(order);
  // One after the other: a transaction's queries share its connection.
  const items = await listItemsOf(tx, order.id);
  const returned = await repo.returnedByItem(tx, order.id);
  const refunded = await repo.refundedTotal(tx, order.id);
  const lines = checkLines(items, body.lines, returned);
  const place = await restockPlace(
    tx,
    order,
    body.location,
    lines.some((l) => l.restock),
  );
  const money = moneyBack(order, refunded);
  if (body.refund) checkRefund(order, body.refund.amount, money.refundable);
  return { items, returned, lines, place, money };
}

/** `POST /api/admin/orders/{id}/returns/`, inside its transaction. */
export async function recordReturn(
  tx: Tx,
  { audit, account, touched }: WriteDeps,
  staff: StaffContext,
  orderId: number,
  body: ReturnRequest,
): Promise<ReturnCreated> {
  const order = await lockedOrder(tx, orderId);
  const { items, returned, lines, place, money } = await checkReturn(tx, order, body);
  const written = await repo.insertReturn(
    tx,
    { orderId, locationId: place?.id ?? null, reason: body.reason, actorId: staff.userId },
    lines.map((l) => ({ orderItemId: l.item.id, quantity: l.quantity, restock: l.restock })),
  );
  const returnId = written.row.id;
  const restocked = place ? await restock(tx, orderId, lines, place.id, touched) : 0;
  const refund = body.refund ? await insertRefund(tx, staff, order, returnId, body.refund) : undefined;
  await enqueueInvoiceAdjustment(tx, orderId, returnId);
  const refundedAll = money.received > 0 && money.refunded + (refund?.amount ?? 0) >= money.received;
  const after = await settleReturn(tx, order, {
    allReturned: allReturned(items, returned, lines),
    received: money.received,
    refundedAll,
    actorId: staff.userId,
    note: body.reason,
  });
  const credited = await settleAccount(tx, account, after, { returnId, lines, actorId: staff.userId });
  const notice = { lines: lines.map((l) => ({ name: l.name, quantity: l.quantity })), refund: refundNotice(refund) };
  await notifyOrder(tx, after, 'returned', { keySuffix: `return:${returnId}`, returned: notice });
  await audit.record(tx, staff, {
    action: 'order.return',
    targetType: 'order',
    targetId: orderId,
    before: { status: order.status, payment_status: order.paymentStatus },
    after: {
      return_id: returnId,
      lines: lines.map((l) => ({ order_item: l.item.id, quantity: l.quantity, restock: l.restock })),
      location: place?.id ?? null,
      refund: body.refund,
      credited,
      status: after.status,
      payment_status: after.paymentStatus,
    },
  });
  const adjustment = (await adjustmentsOf(tx, [returnId])).get(returnId);
  const ctx = { items: new Map(namedItems(items).map((i) => [i.id, i])), location: place, refund, adjustment };
  return { ...shapeReturn(written.row, written.lines, ctx), restocked, credited };
}

const refundNotice = (r: repo.RefundRow | undefined) => (r ? { amount: r.amount, method: r.method } : null);

function insertRefund(tx: Tx, staff: StaffContext, order: OrderRow, returnId: number | null, r: RefundInput) {
  return repo.insertRefund(tx, {
    orderId: order.id,
    returnId,
    amount: r.amount,
    method: r.method,
    reference: r.reference,
    actorId: staff.userId,
  });
}

/** `POST /api/admin/orders/{id}/refunds/`: money given back on its own, inside its transaction. */
export async function recordRefund(
  tx: Tx,
  { audit }: Pick<WriteDeps, 'audit'>,
  staff: StaffContext,
  orderId: number,
  body: RefundInput,
): Promise<OrderRefund> {
  const order = await lockedOrder(tx, orderId);
  const money = moneyBack(order, await repo.refundedTotal(tx, orderId));
  checkRefund(order, body.amount, money.refundable);
  const refund = await insertRefund(tx, staff, order, null, body);
  const after = await settleReturn(tx, order, {
    allReturned: false,
    received: money.received,
    refundedAll: money.refunded + refund.amount >= money.received,
    actorId: staff.userId,
    note: '',
  });
  await notifyOrder(tx, after, 'refunded', {
    keySuffix: `refund:${refund.id}`,
    returned: { lines: [], refund: refundNotice(refund) },
  });
  await audit.record(tx, staff, {
    action: 'order.refund_record',
    targetType: 'order',
    targetId: orderId,
    before: { payment_status: order.paymentStatus, refunded: money.refunded },
    after: { refund_id: refund.id, ...body, payment_status: after.paymentStatus },
  });
  return shapeRefund(refund);
}
