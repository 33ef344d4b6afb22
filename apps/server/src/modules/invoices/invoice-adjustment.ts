// The adjustment e-invoice a return on an invoiced order issues through SInvoice (DESIGN §17), once per return: its
// transactionUuid is written with the return, the row is marked tried (`pending`) before the call, and a later try
// looks the id up before creating another.
//
// What SInvoice takes for an adjustment, on the createInvoice body of DESIGN §13 (as Odoo's l10n_vn_edi_viettel sends
// a credit note of an issued invoice, and Viettel's field list documents them):
// - generalInvoiceInfo: `adjustmentType: '5'` (an adjustment; '1' is an original, '3' a replacement),
//   `adjustmentInvoiceType: '1'` (money is adjusted; '2' would be information only), `originalInvoiceId` (the
//   original's invoice number, order_invoices.number), `originalInvoiceIssueDate` (its issue time in epoch
//   milliseconds, order_invoices.issued_at), `originalTemplateCode` (its template, SINVOICE_TEMPLATE_CODE),
//   `additionalReferenceDesc` / `additionalReferenceDate` (the agreement the adjustment rests on: here the return
//   record and when it was made), `adjustedNote` (why: the return's reason);
// - itemInfo: the returned lines with positive amounts and `isIncreaseItem: false` (the adjustment decreases them),
//   `adjustmentTaxAmount` their VAT. Odoo's newest module also sends a negative `unitPrice`; SInvoice refuses a
//   negative amount on a line (DESIGN §13) and the direction is `isIncreaseItem`'s, so every amount stays positive;
// - taxBreakdowns with `taxableAmountPos: false, taxAmountPos: false`, and summarizeInfo with `isTotalAmountPos`,
//   `isTotalTaxAmountPos`, `isTotalAmtWithoutTaxPos` false: the totals are a decrease.
// A line's amount is what the shopper paid for the returned units: their price less their share of the voucher's
// goods discount (vat-invoice.rules returnedAmount); the shipping fee is not adjusted (the delivery took place).
import { isVatRate, returnedAmount, splitAdjustment } from '@shop/domain/vat-invoice.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type JobRow, PermanentJobError } from '../../lib/job-queue';
import { createUnder } from './invoice-issuing';
import {
  type InvoiceOrder,
  LINE_SELECTION,
  type PayloadSettings,
  VAT_INVOICE_TYPE,
  buyerInfo,
  paymentsOf,
  unitNet,
} from './invoice-payload';
import * as repo from './invoices.repo';
import { RejectedInvoiceError, type SinvoiceClient, TransientInvoiceError } from './sinvoice-client';

/** A return as its adjustment invoice needs it (the returns area's, through the ReturnSource port). */
export interface ReturnedGoods {
  id: number;
  orderId: number;
  createdAt: Date;
  reason: string;
  lines: { orderItemId: number; quantity: number }[];
}

export type ReturnSource = (returnId: number) => Promise<ReturnedGoods | undefined>;

/** SInvoice's `adjustmentType` of an adjustment invoice, and its `adjustmentInvoiceType` for money. */
const ADJUSTMENT = { type: '5', money: '1' } as const;
/** SInvoice keeps up to 255 characters of a note. */
const NOTE_MAX = 255;

/** The returned lines, each at what the shopper paid for its units, split into net and VAT. */
function returnedSplit(order: InvoiceOrder, goods: ReturnedGoods, settings: PayloadSettings) {
  const goodsTotal = order.items.reduce((s, i) => s + i.unitPrice * i.quantity, 0);
  const lines = goods.lines.flatMap((l) => {
    const item = order.items.find((i) => i.id === l.orderItemId);
    if (!item) return [];
    return [
      {
        name: item.name,
        unit: item.unit,
        quantity: l.quantity,
        amountWithTax: returnedAmount(item.unitPrice, l.quantity, order.goodsDiscount, goodsTotal),
        vatRate: isVatRate(item.vatRate) ? item.vatRate : settings.defaultVatRate,
      },
    ];
  });
  return splitAdjustment(lines);
}

/** The createInvoice body of the return's adjustment of the order's issued invoice `original`. */
export function adjustmentPayload(
  order: InvoiceOrder,
  goods: ReturnedGoods,
  original: repo.InvoiceRow,
  settings: PayloadSettings,
  transactionUuid: string,
) {
  const split = returnedSplit(order, goods, settings);
  return {
    generalInvoiceInfo: {
      invoiceType: VAT_INVOICE_TYPE,
      templateCode: settings.templateCode,
      invoiceSeries: settings.series,
      currencyCode: 'VND',
      adjustmentType: ADJUSTMENT.type,
      adjustmentInvoiceType: ADJUSTMENT.money,
      originalInvoiceId: original.number ?? '',
      originalInvoiceIssueDate: original.issuedAt?.getTime() ?? 0,
      originalTemplateCode: settings.templateCode,
      additionalReferenceDesc: `Phiếu trả hàng #${goods.id} của đơn hàng #${order.id}`,
      additionalReferenceDate: goods.createdAt.getTime(),
      adjustedNote: `Điều chỉnh giảm do khách trả hàng: ${goods.reason}`.slice(0, NOTE_MAX),
      paymentStatus: order.paymentStatus === 'paid',
      transactionUuid,
    },
    buyerInfo: buyerInfo(order, original),
    payments: paymentsOf(order),
    itemInfo: split.lines.map((l, i) => ({
      lineNumber: i + 1,
      selection: LINE_SELECTION.goods,
      itemName: l.name,
      unitName: l.unit,
      unitPrice: unitNet(l.amountWithoutTax, l.quantity),
      quantity: l.quantity,
      itemTotalAmountWithoutTax: l.amountWithoutTax,
      taxPercentage: l.vatRate,
      taxAmount: l.taxAmount,
      adjustmentTaxAmount: l.taxAmount,
      isIncreaseItem: false,
    })),
    taxBreakdowns: split.breakdowns.map((b) => ({
      taxPercentage: b.vatRate,
      taxableAmount: b.taxableAmount,
      taxAmount: b.taxAmount,
      taxableAmountPos: false,
      taxAmountPos: false,
    })),
    summarizeInfo: {
      totalAmountWithoutTax: split.totalWithoutTax,
      totalTaxAmount: split.totalTax,
      totalAmountWithTax: split.totalWithTax,
      isTotalAmountPos: false,
      isTotalTaxAmountPos: false,
      isTotalAmtWithoutTaxPos: false,
    },
  };
}

export interface AdjustmentDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** Null when SInvoice is not configured: the job then does nothing. */
  client: SinvoiceClient | null;
  settings: PayloadSettings;
  orderSource: (orderId: number) => Promise<InvoiceOrder | undefined>;
  returnSource: ReturnSource;
}

/** The adjustment job's handler (INVOICE_ADJUSTMENT_JOB): issues the return's adjustment invoice once. */
export function createAdjustmentJob({ db, log, client, settings, orderSource, returnSource }: AdjustmentDeps) {
  /** Marks the row tried (committed) before SInvoice is called; null when it is issued or refused already. */
  function claim(returnId: number) {
    return db.transaction(async (tx) => {
      const locked = await repo.lockAdjustment(tx, returnId);
      if (!locked || locked.status === 'issued' || locked.status === 'failed') return null;
      const row = await repo.updateAdjustment(tx, returnId, { status: 'pending' });
      return { row, tried: locked.status === 'pending' };
    });
  }

  /** What the return and its order are, and the original invoice it adjusts; null when there is nothing to do. */
  async function sources(returnId: number) {
    const goods = await returnSource(returnId);
    if (!goods) throw new PermanentJobError(`return ${returnId} no longer exists`);
    const order = await orderSource(goods.orderId);
    if (!order) throw new PermanentJobError(`order ${goods.orderId} no longer exists`);
    const original = await repo.findInvoice(db, goods.orderId);
    // The original is still being issued: the queue tries again with back-off.
    if (original?.status === 'pending') throw new TransientInvoiceError('the original invoice is not issued yet');
    if (original?.status !== 'issued' || !original.number || !original.issuedAt) {
      await repo.updateAdjustment(db, returnId, { status: 'failed', error: 'Hóa đơn gốc chưa được xuất.' });
      return null;
    }
    return { goods, order, original };
  }

  return async function issueAdjustment(job: JobRow): Promise<void> {
    const returnId = Number(job.payload.returnId);
    if (!client) return;
    const found = await sources(returnId);
    const saved = found && (await claim(returnId));
    if (!found || !saved) return;
    const uuid = saved.row.transactionUuid;
    try {
      // A lost answer left the row `pending`: SInvoice is asked first, so the adjustment is never issued twice.
      const known = saved.tried ? await client.findByTransactionUuid(uuid) : null;
      const issued = known
        ? { uuid, invoice: known }
        : await createUnder(client, uuid, adjustmentPayload(found.order, found.goods, found.original, settings, uuid));
      await repo.updateAdjustment(db, returnId, {
        status: 'issued',
        number: issued.invoice.invoiceNo,
        series: settings.series,
        reservationCode: issued.invoice.reservationCode,
        issuedAt: new Date(),
        error: null,
      });
      log.info({ returnId, invoiceNo: issued.invoice.invoiceNo }, 'adjustment e-invoice issued');
    } catch (err) {
      if (!(err instanceof RejectedInvoiceError)) throw err;
      await repo.updateAdjustment(db, returnId, { status: 'failed', error: err.message.slice(0, 500) });
      log.warn({ returnId, code: err.code, reason: err.message }, 'adjustment e-invoice refused by SInvoice');
    }
  };
}
