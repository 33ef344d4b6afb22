// Staff change an order that has not left the shop (DESIGN §12): lines, address, phone, fee, with the version they
// read; stock by the difference, voucher re-checked, totals and money state recomputed, audited, in the history as
// an edit, and the shopper mailed the new totals — all in one transaction.
import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { ORDER_EDIT_MESSAGES as E, type AdminOrderEdit } from '@shop/domain/admin-order-edit.schemas';
import type { InvoiceRequest } from '@shop/domain/invoice.schemas';
import { formatVnd } from '@shop/domain/money';
import { paymentAfterEdit } from '@shop/domain/order-edit.rules';
import { ORDER_TOTAL_MESSAGES, fitsOrderAmounts, priceOrder } from '@shop/domain/order-pricing';
import type { OrderStatus, PaymentStatus } from '@shop/domain/order-status';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import type { DeliveryLocation, ShippingService } from '../shipping/shipping.service';
import { type StockNotice, locationOrFirst } from '../stock/stock.service';
import { checkFulfilmentTarget, moveFulfilment } from './order-fulfilment';
import { replaceInvoiceRequest } from '../invoices/invoices.service';
import { customerGroupOf } from '../wholesale/wholesale.service';
import { type EditedLines, planLineEdit } from './order-edit-lines';
import { recheckVoucher } from './order-edit-voucher';
import { nonField } from './order-voucher-check';
import { CHECKOUT_MESSAGES } from '@shop/domain/order.schemas';
import { notifyOrder } from '../notifications/notifications.service';
import { isOnlineMethod } from './order-payments.service';
import * as repo from './orders.repo';
import type { ShipmentsOf } from './order-shipments';
import { type EditDelivery, createEditDeliveries, movesAddress } from './order-edit-delivery';
import type { AccountPort } from './order-account';

/** The statuses an order may be edited in: it has not been handed to a carrier. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['pending', 'accounting_processing', 'processing'];

/** Whether the edit changes anything but the internal note (a note alone needs no version). */
export function changesOrder(body: AdminOrderEdit): boolean {
  const { version: _v, staff_note: _n, city_code, district_code, ward_code, ...rest } = body;
  return Object.values({ ...rest, city_code, district_code, ward_code }).some((v) => v !== undefined);
}

/** The order's address after the edit: the resolved units' names and codes, a free-text ward kept as typed. */
function movedAddress(before: repo.OrderRow, body: AdminOrderEdit, where: DeliveryLocation) {
  return {
    shippingAddress: body.shipping_address ?? before.shippingAddress,
    city: where.names.city ?? body.city ?? before.city,
    district: where.names.district ?? body.district ?? before.district,
    ward: where.names.ward ?? body.ward ?? before.ward,
    cityCode: where.codes.city ?? null,
    districtCode: where.codes.district ?? null,
    wardCode: where.codes.ward ?? null,
  };
}

interface Deps {
  db: Db;
  shipping: ShippingService;
  audit: AuditService;
  detail: (id: number) => Promise<AdminOrder>;
  /** The note alone: the desk's own write. */
  saveNote: (staff: StaffContext, id: number, note: string) => Promise<AdminOrder>;
  stockCommitted: (notice: StockNotice) => void;
  vouchersChanged: (tx: Tx) => Promise<void>;
  /** The order's shipment at a carrier (the carriers'): an order a carrier holds is not edited. */
  shipments: Pick<ShipmentsOf, 'holding'>;
  /** The customer's account (receivables'): an on_account order's new total within the credit limit (DESIGN §17). */
  account: Pick<AccountPort, 'totalWritten'>;
}

/** The audit row's view of an order. */
function auditView(o: repo.OrderRow, lines: EditedLines['lines']) {
  return {
    items: lines.map((l) => ({ product: l.productId, variant: l.variantId, quantity: l.quantity, price: l.price })),
    shipping_address: o.shippingAddress,
    ward: o.ward,
    district: o.district,
    city: o.city,
    phone_number: o.phoneNumber,
    shipping_fee: o.shippingFee,
    discount: o.discount,
    final_total: o.finalTotal,
    payment_status: o.paymentStatus,
    staff_note: o.staffNote,
    fulfilment_location: o.fulfilmentLocationId,
  };
}

export function createOrderEditService(deps: Deps) {
  const { db, shipping, audit, detail, saveNote, stockCommitted, vouchersChanged, shipments, account } = deps;
  const deliveryOf = createEditDeliveries(db, shipping);

  async function write(tx: Tx, staff: StaffContext, id: number, body: AdminOrderEdit, delivery: EditDelivery) {
    const { where } = delivery;
    const before = await lockEditable(tx, id, body.version);
    // An unknown or unfit target is refused before the order's row names it.
    if (body.fulfilment_location !== undefined) await checkFulfilmentTarget(tx, before, body.fulfilment_location);
    const items = await repo.listItemsOf(tx, id);
    const oldLines = items.map((i) => ({
      productId: i.productId,
      variantId: i.variantId,
      quantity: i.quantity,
      price: i.price,
    }));
    // New lines at the prices the customer's group gets today (the account's group now, not when they ordered).
    const group = body.items && before.userId !== null ? await customerGroupOf(tx, before.userId) : null;
    const at = { orderId: id, locationId: await locationOrFirst(tx, before.fulfilmentLocationId) };
    const plan = body.items ? await planLineEdit(tx, at, items, body.items, group) : undefined;
    const lines = plan?.lines ?? oldLines;
    const { totals, voucher, money } = await reprice(tx, before, lines, body, delivery);
    const phoneNumber = body.phone_number ?? before.phoneNumber;
    let [after] = await tx
      .update(orders)
      .set({
        ...(where ? movedAddress(before, body, where) : {}),
        phoneNumber,
        searchText: repo.orderSearchText({ ...before, phoneNumber }),
        staffNote: body.staff_note ?? before.staffNote,
        fulfilmentLocationId: body.fulfilment_location ?? before.fulfilmentLocationId,
        totalPrice: totals.subtotal,
        shippingFee: totals.shippingFee,
        discount: totals.discount,
        finalTotal: totals.finalTotal,
        paymentStatus: money.paymentStatus as PaymentStatus,
        ...(money.paymentStatus !== 'paid' && before.paymentStatus === 'paid' ? { companyPaymentReceived: false } : {}),
        version: sql`${orders.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, id))
      .returning();
    // On account: a total that grew must fit the credit limit; one that shrank gives back what was paid above it.
    if (after!.paymentMethod === 'on_account' && after!.finalTotal !== before.finalTotal) {
      await account.totalWritten(tx, after!, before.finalTotal);
      after = await repo.findOrderRow(tx, id);
    }
    // The order's row first, then its stock, then its lines: checkout's order of locks.
    const touched: StockNotice[] = [];
    await plan?.apply(tx, touched);
    if (body.fulfilment_location !== undefined) await moveFulfilment(tx, before, body.fulfilment_location, touched);
    const invoice =
      body.invoice === undefined
        ? undefined
        : { before: await replaceInvoiceRequest(tx, id, before.userId, body.invoice), after: body.invoice };
    await record(tx, staff, {
      before,
      after: after!,
      oldLines,
      lines,
      body,
      droppedNote: voucher.droppedNote,
      invoice,
    });
    return touched;
  }

  /** The order locked for the edit: 404, 409 when the version is stale or the order has left the shop. */
  async function lockEditable(tx: Tx, id: number, version: number | undefined) {
    const before = await repo.lockOrder(tx, id);
    if (!before) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
    if (version !== before.version) throw new ConflictError(E.stale);
    if (!EDITABLE_STATUSES.includes(before.status) || (await shipments.holding(tx, id))) {
      throw new ConflictError(E.notEditable);
    }
    return before;
  }

  /** The new totals (the voucher re-checked against them) and the payment state they leave. */
  async function reprice(
    tx: Tx,
    before: repo.OrderRow,
    lines: EditedLines['lines'],
    body: AdminOrderEdit,
    { where, requote }: EditDelivery,
  ) {
    const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const provinceCode = where ? where.provinceCode : (before.cityCode ?? null);
    // Quoted again as checkout quotes, for the new subtotal (a typed fee wins: then there is no requote).
    const quoted = requote && shipping.quote(requote.location, subtotal, requote.settings.shipping, requote.carrierFee);
    const voucher = await recheckVoucher(tx, before.id, subtotal, provinceCode, vouchersChanged);
    const totals = priceOrder({
      lines: lines.map((l) => ({ price: l.price, discount_price: null, quantity: l.quantity })),
      shippingFee: body.shipping_fee ?? quoted?.shipping_fee ?? before.shippingFee,
      voucher: voucher.kept,
      taxRate: before.haveTax ? Number(before.tax) : null,
    });
    // As placement answers it: the same 400 and body.
    if (!fitsOrderAmounts(totals)) nonField(400, ORDER_TOTAL_MESSAGES.tooLarge);
    await voucher.saveDiscount(totals.discount);
    const money = paymentAfterEdit({
      paymentStatus: before.paymentStatus,
      amountReceived: before.amountReceived,
      finalTotal: totals.finalTotal,
      online: isOnlineMethod(before.paymentMethod),
    });
    return { totals, voucher, money };
  }

  /** The edit in the history (with what the voucher became), its audit row, and the shopper's mail. */
  async function record(
    tx: Tx,
    staff: StaffContext,
    e: {
      before: repo.OrderRow;
      after: repo.OrderRow;
      oldLines: EditedLines['lines'];
      lines: EditedLines['lines'];
      body: AdminOrderEdit;
      droppedNote: string | undefined;
      invoice: { before: InvoiceRequest | null; after: InvoiceRequest | null } | undefined;
    },
  ) {
    const note = [`Sửa đơn: tổng ${formatVnd(e.before.finalTotal)} → ${formatVnd(e.after.finalTotal)}.`, e.droppedNote]
      .filter(Boolean)
      .join(' ');
    await repo.insertHistory(tx, e.after.id, e.before.status, staff.userId, note, 'edit');
    const prices = (e.body.items ?? [])
      .filter((l) => l.unit_price !== undefined)
      .map((l) => ({ line: l.id ?? null, product: l.product, unit_price: l.unit_price, price_reason: l.price_reason }));
    await audit.record(tx, staff, {
      action: 'order.edit',
      targetType: 'order',
      targetId: e.after.id,
      before: { ...auditView(e.before, e.oldLines), ...(e.invoice ? { invoice: e.invoice.before } : {}) },
      after: {
        ...auditView(e.after, e.lines),
        ...(e.invoice ? { invoice: e.invoice.after } : {}),
        ...(e.droppedNote ? { voucher_dropped: e.droppedNote } : {}),
        prices,
      },
    });
    // The shopper's mail tells them what they will receive and pay: not an edit of the invoice details alone.
    const shopperSees =
      e.body.items !== undefined ||
      e.body.phone_number !== undefined ||
      movesAddress(e.body) ||
      e.after.finalTotal !== e.before.finalTotal;
    if (shopperSees) await notifyOrder(tx, e.after, 'edited', { keySuffix: String(e.after.version) });
  }

  return {
    /**
     * `PATCH /api/admin/orders/{id}/`: the note alone through the desk; anything else is an edit, with the version
     * read (409 when stale, or when the order has left the shop).
     */
    async edit(staff: StaffContext, id: number, body: AdminOrderEdit): Promise<AdminOrder> {
      if (!changesOrder(body)) {
        // `{}` or `{version}` alone changes nothing: never a blank note written over staff's.
        if (body.staff_note === undefined) throw new BadRequestError(E.nothingToChange);
        return saveNote(staff, id, body.staff_note);
      }
      const delivery = await deliveryOf(id, body);
      const touched = await db.transaction((tx) => write(tx, staff, id, body, delivery));
      touched.forEach(stockCommitted);
      return detail(id);
    },
  };
}

export type OrderEditService = ReturnType<typeof createOrderEditService>;
