// The invoices area's service (DESIGN §13): what other areas call in their own transaction (the shopper's request
// with the order, staff's edit of it, the job queued when an order becomes due), and the e-invoice's staff and
// shopper reads, its retry and its PDF. The issuing job itself is invoice-issuing.ts.
import { randomUUID } from 'node:crypto';
import {
  type AdminOrderInvoice,
  INVOICE_MESSAGES as M,
  type InvoiceAdjustment,
  type InvoicePreview,
  type InvoiceRequest,
  type OrderInvoice,
} from '@shop/domain/invoice.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError, ConflictError, NotFoundError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import { enqueue } from '../../lib/job-queue';
import type { AuditService } from '../audit/audit.service';
import { type ReturnSource, createAdjustmentJob } from './invoice-adjustment';
import { createIssueJob, orderInvoiceDue } from './invoice-issuing';
import { type InvoiceOrder, type PayloadSettings, invoicePayload, previewOf } from './invoice-payload';
import * as repo from './invoices.repo';
import type { SinvoiceClient } from './sinvoice-client';

export type { InvoiceOrder } from './invoice-payload';
export type { ReturnedGoods, ReturnSource } from './invoice-adjustment';
export { createSinvoiceClient, type SinvoiceClient } from './sinvoice-client';

export const INVOICE_JOB = 'order.invoice';
/** About a day and a half of tries (30 s doubling to an hour), as for mails. */
const INVOICE_MAX_ATTEMPTS = 12;
const ADJUSTMENTS_LIMIT = 200;

/** Queues the order's invoice job in the caller's transaction; once per order (`again` names a staff retry). */
export async function enqueueInvoice(tx: DbOrTx, orderId: number, again?: string): Promise<void> {
  await enqueue(tx, {
    kind: INVOICE_JOB,
    key: `order:${orderId}:invoice${again ? `:retry:${again}` : ''}`,
    ref: `order:${orderId}`,
    payload: { orderId },
    maxAttempts: INVOICE_MAX_ATTEMPTS,
  });
}

export const INVOICE_ADJUSTMENT_JOB = 'order.invoice_adjustment';

/**
 * A return on an order whose e-invoice is issued, or still being issued, gets its adjustment invoice (DESIGN §17): the
 * row (with the transactionUuid it will go under) and its job, in the return's transaction; once per return. False
 * when the order has no e-invoice to adjust.
 */
export async function enqueueInvoiceAdjustment(tx: Tx, orderId: number, returnId: number): Promise<boolean> {
  const invoice = await repo.findInvoice(tx, orderId);
  if (invoice?.status !== 'issued' && invoice?.status !== 'pending') return false;
  if (!(await repo.insertAdjustment(tx, orderId, returnId, randomUUID()))) return false;
  await enqueue(tx, {
    kind: INVOICE_ADJUSTMENT_JOB,
    key: `return:${returnId}:invoice_adjustment`,
    ref: `order:${orderId}`,
    payload: { returnId },
    maxAttempts: INVOICE_MAX_ATTEMPTS,
  });
  return true;
}

/** The returns' adjustment invoices, by return id (a return's answer shows its own). */
export const adjustmentsOf = repo.adjustmentsOf;
export type { AdjustmentRow } from './invoices.repo';

/** The shopper's request, written with the order (its INSERT goes with the order's items). */
export const invoiceRequestInsert = (tx: Tx, orderId: number, userId: number, request: InvoiceRequest) =>
  repo.requestInsert(tx, orderId, userId, request);

/** The request's details as the API names them, or null when there is none (the shopper's own invoice). */
const detailsOf = (row: repo.InvoiceRow | undefined): InvoiceRequest | null =>
  row?.taxCode
    ? {
        company_name: row.companyName ?? '',
        tax_code: row.taxCode,
        address: row.address ?? '',
        email: row.email ?? '',
      }
    : null;

/**
 * Staff set (or, with null, take off) an order's invoice details in the caller's transaction, before its e-invoice
 * is made (409 once it is being made or made); answers the details before, for the audit.
 */
export async function replaceInvoiceRequest(
  tx: Tx,
  orderId: number,
  userId: number | null,
  request: InvoiceRequest | null,
): Promise<InvoiceRequest | null> {
  const row = await repo.lockInvoice(tx, orderId);
  if (row.status === 'issued' || row.status === 'pending') throw new ConflictError(M.detailsLocked);
  await repo.updateInvoice(tx, orderId, {
    userId,
    companyName: request?.company_name ?? null,
    taxCode: request?.tax_code ?? null,
    address: request?.address ?? null,
    email: request?.email ?? null,
  });
  return detailsOf(row);
}

export const { invoicesOf, failedInvoiceOrderIds, markReturned: markInvoiceReturned } = repo;
export type { InvoiceRow } from './invoices.repo';

/** The order answer's `invoice` (DESIGN §13): the request's details and the e-invoice's state. */
export function shapeInvoice(row: repo.InvoiceRow | undefined): OrderInvoice {
  return {
    company_name: row?.companyName ?? null,
    tax_code: row?.taxCode ?? null,
    address: row?.address ?? null,
    email: row?.email ?? null,
    status: row?.status ?? 'none',
    number: row?.number ?? null,
    series: row?.series ?? null,
    issued_at: row?.issuedAt?.toISOString() ?? null,
  };
}

export interface InvoicesDeps {
  db: Db;
  log: FastifyBaseLogger;
  invoicing: Config['invoicing'];
  /** Null when SInvoice is not configured. */
  client: SinvoiceClient | null;
  audit: AuditService;
  /** The order as its invoice needs it (the orders area). */
  orderSource: (orderId: number) => Promise<InvoiceOrder | undefined>;
  /** A return as its adjustment invoice needs it (the returns area). */
  returnSource: ReturnSource;
}

export function createInvoicesService({ db, log, invoicing, client, audit, orderSource, returnSource }: InvoicesDeps) {
  if (!client) log.warn({ missing: invoicing.missing }, `e-invoices are off: ${invoicing.missing.join(', ')} not set`);
  const settings: PayloadSettings = {
    templateCode: invoicing.settings?.templateCode ?? '',
    series: invoicing.settings?.series ?? '',
    defaultVatRate: invoicing.vatDefaultRate,
  };

  /** The issued invoice's PDF from the provider (404 until it is issued, 503 while SInvoice can't give it). */
  async function pdfOf(orderId: number) {
    const row = await repo.findInvoice(db, orderId);
    if (!client || row?.status !== 'issued' || !row.number || !row.transactionUuid) {
      throw new NotFoundError(M.notIssued);
    }
    try {
      return await client.pdf({ invoiceNo: row.number, transactionUuid: row.transactionUuid });
    } catch (err) {
      log.warn({ err, orderId }, 'e-invoice file unavailable');
      throw new AppError(503, M.fileUnavailable);
    }
  }

  return {
    /** The job (INVOICE_JOB): issues the order's invoice once, if it is (still) due and not issued yet. */
    issue: createIssueJob({ db, log, client, settings, orderSource }),

    /** The job (INVOICE_ADJUSTMENT_JOB): issues a return's adjustment invoice once. */
    issueAdjustment: createAdjustmentJob({ db, log, client, settings, orderSource, returnSource }),

    /**
     * Staff: issue again after a refusal (a fresh transactionUuid; the earlier ones are still looked up first), or
     * push one that is still pending (its id is kept, so the provider is asked first). 409 when it is issued, the
     * order isn't due, or SInvoice is off.
     */
    async retry(staff: StaffContext, orderId: number): Promise<AdminOrderInvoice> {
      if (!client) throw new ConflictError(M.invoicingOff);
      const order = await orderSource(orderId);
      if (!order) throw new NotFoundError(M.orderNotFound);
      if (!orderInvoiceDue(order)) throw new ConflictError(M.notEligible);
      return db.transaction(async (tx) => {
        const before = await repo.lockInvoice(tx, orderId);
        if (before.status === 'issued') throw new ConflictError(M.notFailed);
        // After a refusal the next try gets a new id; the old one is kept and looked up first all the same.
        const renew = before.status === 'failed' && before.transactionUuid !== null;
        const after = await repo.updateInvoice(tx, orderId, {
          status: 'pending',
          error: null,
          ...(renew
            ? {
                transactionUuid: null,
                earlierTransactionUuids: [...before.earlierTransactionUuids, before.transactionUuid!],
              }
            : {}),
        });
        await enqueueInvoice(tx, orderId, randomUUID());
        await audit.record(tx, staff, {
          action: 'order.invoice_retry',
          targetType: 'order',
          targetId: orderId,
          before: { status: before.status, error: before.error },
          after: { status: after.status },
        });
        return { ...shapeInvoice(after), error: after.error };
      });
    },

    async adminInvoice(orderId: number): Promise<AdminOrderInvoice> {
      const row = await repo.findInvoice(db, orderId);
      return { ...shapeInvoice(row), error: row?.error ?? null };
    },

    /** The invoice's PDF from the provider, for the order's owner only (another's order is a 404). */
    async pdf(userId: number, orderId: number) {
      const order = await orderSource(orderId);
      if (!order || order.userId !== userId) throw new NotFoundError(M.orderNotFound);
      return pdfOf(orderId);
    },

    /** Staff: the PDF of any order's issued invoice. */
    async staffPdf(orderId: number) {
      if (!(await orderSource(orderId))) throw new NotFoundError(M.orderNotFound);
      return pdfOf(orderId);
    },

    /** Staff: what the order's e-invoice would carry if it were made now (the same builder as the job's). */
    async preview(orderId: number): Promise<InvoicePreview> {
      const order = await orderSource(orderId);
      if (!order) throw new NotFoundError(M.orderNotFound);
      const row = await repo.findInvoice(db, orderId);
      const payload = invoicePayload(order, row, settings, row?.transactionUuid ?? '');
      return previewOf(payload, order.finalTotal);
    },

    /** Staff's list: returned orders whose issued invoice needs an adjustment. */
    async adjustments(): Promise<InvoiceAdjustment[]> {
      const rows = await repo.listAdjustments(db, ADJUSTMENTS_LIMIT);
      const orders = await Promise.all(rows.map((r) => orderSource(r.orderId)));
      return rows.map((r, i) => ({
        order_id: r.orderId,
        number: r.number,
        series: r.series,
        issued_at: r.issuedAt?.toISOString() ?? null,
        final_total: orders[i]?.finalTotal ?? 0,
        returned_at: r.returnedAt?.toISOString() ?? null,
        company_name: r.companyName,
      }));
    },

    /** The shopper's last invoice details (checkout's prefill), or null. */
    async lastRequest(userId: number): Promise<InvoiceRequest | null> {
      return detailsOf(await repo.lastRequestOf(db, userId));
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
