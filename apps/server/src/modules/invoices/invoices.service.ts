// E-invoices through Viettel SInvoice (DESIGN §13): a job issues an order's invoice once — its transactionUuid is
// saved before the call, and a later try looks it up before creating another; a network error or a 5xx is tried
// again with the queue's back-off, a refusal is final (`failed`, with the provider's words) until staff retry.
import { randomUUID } from 'node:crypto';
import {
  type AdminOrderInvoice,
  INVOICE_MESSAGES as M,
  type InvoiceAdjustment,
  type InvoicePreview,
  type InvoiceRequest,
  type OrderInvoice,
} from '@shop/domain/invoice.schemas';
import { invoiceDue } from '@shop/domain/vat-invoice.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError, ConflictError, NotFoundError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import { type JobRow, PermanentJobError, enqueue } from '../../lib/job-queue';
import type { AuditService } from '../audit/audit.service';
import { type InvoiceOrder, invoicePayload, previewOf } from './invoice-payload';
import * as repo from './invoices.repo';
import {
  DuplicateTransactionError,
  RejectedInvoiceError,
  type SinvoiceClient,
  TransientInvoiceError,
} from './sinvoice-client';

export type { InvoiceOrder } from './invoice-payload';
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
}

export function createInvoicesService({ db, log, invoicing, client, audit, orderSource }: InvoicesDeps) {
  if (!client) log.warn({ missing: invoicing.missing }, `e-invoices are off: ${invoicing.missing.join(', ')} not set`);
  const series = invoicing.settings?.series ?? null;

  const payloadSettings = () => ({
    templateCode: invoicing.settings?.templateCode ?? '',
    series: invoicing.settings?.series ?? '',
    defaultVatRate: invoicing.vatDefaultRate,
  });

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

  /** The invoice made under one of these ids, with the id it was found under, or null: none of them has one. */
  async function findAny(sinvoice: SinvoiceClient, uuids: readonly string[]) {
    for (const uuid of uuids) {
      const found = await sinvoice.findByTransactionUuid(uuid);
      if (found) return { uuid, invoice: found };
    }
    return null;
  }

  /** Creates the invoice under the row's id; "that id was used" means it exists, so it is adopted. */
  async function create(sinvoice: SinvoiceClient, order: InvoiceOrder, row: repo.InvoiceRow) {
    const uuid = row.transactionUuid!;
    try {
      return { uuid, invoice: await sinvoice.createInvoice(invoicePayload(order, row, payloadSettings(), uuid)) };
    } catch (err) {
      if (!(err instanceof DuplicateTransactionError)) throw err;
      const found = await sinvoice.findByTransactionUuid(uuid);
      if (!found) throw new TransientInvoiceError(`SInvoice has ${uuid} but does not find it yet`);
      return { uuid, invoice: found };
    }
  }

  /**
   * Looks the invoice up under every id this order was ever sent with (the current one once it was tried), and
   * creates it only when SInvoice says none has one; records what the provider answered. A lookup that fails is
   * never taken for "not found": a network error or 5xx goes up (the queue tries again), a refusal fails the invoice.
   */
  async function issueAt(sinvoice: SinvoiceClient, order: InvoiceOrder, row: repo.InvoiceRow, tried: boolean) {
    const known = [...row.earlierTransactionUuids, ...(tried ? [row.transactionUuid!] : [])];
    try {
      const issued = (await findAny(sinvoice, known)) ?? (await create(sinvoice, order, row));
      const all = [...row.earlierTransactionUuids, row.transactionUuid!];
      await repo.updateInvoice(db, order.id, {
        status: 'issued',
        number: issued.invoice.invoiceNo,
        series,
        reservationCode: issued.invoice.reservationCode,
        // The PDF is fetched under the id the invoice was made with.
        transactionUuid: issued.uuid,
        earlierTransactionUuids: all.filter((u) => u !== issued.uuid),
        issuedAt: new Date(),
        error: null,
      });
      log.info({ orderId: order.id, invoiceNo: issued.invoice.invoiceNo }, 'e-invoice issued');
    } catch (err) {
      if (!(err instanceof RejectedInvoiceError)) throw err;
      await repo.updateInvoice(db, order.id, { status: 'failed', error: err.message.slice(0, 500) });
      log.warn({ orderId: order.id, code: err.code, reason: err.message }, 'e-invoice refused by SInvoice');
    }
  }

  return {
    /** The job: issues the order's invoice once, if it is (still) due and not issued yet. */
    async issue(job: JobRow): Promise<void> {
      const orderId = Number(job.payload.orderId);
      const order = await orderSource(orderId);
      if (!order) throw new PermanentJobError(`order ${orderId} no longer exists`);
      if (!client) return;
      if (
        !invoiceDue({ status: order.status, payment_method: order.paymentMethod, payment_status: order.paymentStatus })
      )
        return;
      // The id is saved (committed) before the provider is called: a lost answer is found again by it.
      const saved = await db.transaction(async (tx) => {
        const locked = await repo.lockInvoice(tx, orderId);
        if (locked.status === 'issued') return null;
        if (locked.status === 'failed' && !job.key.includes(':retry:')) return null;
        const row = await repo.updateInvoice(tx, orderId, {
          status: 'pending',
          transactionUuid: locked.transactionUuid ?? randomUUID(),
        });
        return { row, tried: locked.transactionUuid !== null };
      });
      // A TransientInvoiceError goes up: the queue tries again with back-off, under the same id.
      if (saved) await issueAt(client, order, saved.row, saved.tried);
    },

    /**
     * Staff: issue again after a refusal (a fresh transactionUuid; the earlier ones are still looked up first), or
     * push one that is still pending (its id is kept, so the provider is asked first). 409 when it is issued, the order isn't due, or SInvoice is off.
     */
    async retry(staff: StaffContext, orderId: number): Promise<AdminOrderInvoice> {
      if (!client) throw new ConflictError(M.invoicingOff);
      const order = await orderSource(orderId);
      if (!order) throw new NotFoundError(M.orderNotFound);
      if (
        !invoiceDue({ status: order.status, payment_method: order.paymentMethod, payment_status: order.paymentStatus })
      )
        throw new ConflictError(M.notEligible);
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
      const payload = invoicePayload(order, row, payloadSettings(), row?.transactionUuid ?? '');
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
