// E-invoices through Viettel SInvoice (DESIGN §13): a job issues an order's invoice once — its transactionUuid is
// saved before the call, and a later try looks it up before creating another; a network error or a 5xx is tried
// again with the queue's back-off, a refusal is final (`failed`, with the provider's words) until staff retry.
import { randomUUID } from 'node:crypto';
import {
  type AdminOrderInvoice,
  INVOICE_MESSAGES as M,
  type InvoiceAdjustment,
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
import { type InvoiceOrder, invoicePayload } from './invoice-payload';
import * as repo from './invoices.repo';
import { RejectedInvoiceError, type SinvoiceClient } from './sinvoice-client';

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

export const invoicesOf = repo.invoicesOf;
export const markInvoiceReturned = repo.markReturned;
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

  /** Looks the invoice up under the saved id, else creates it; records what the provider answered. */
  async function issueAt(sinvoice: SinvoiceClient, order: InvoiceOrder, row: repo.InvoiceRow, tried: boolean) {
    const uuid = row.transactionUuid!;
    const found = tried ? await sinvoice.findByTransactionUuid(uuid) : null;
    try {
      const issued =
        found ??
        (await sinvoice.createInvoice(
          invoicePayload(order, row, { ...invoicing.settings!, defaultVatRate: invoicing.vatDefaultRate }, uuid),
        ));
      await repo.updateInvoice(db, order.id, {
        status: 'issued',
        number: issued.invoiceNo,
        series,
        reservationCode: issued.reservationCode,
        issuedAt: new Date(),
        error: null,
      });
      log.info({ orderId: order.id, invoiceNo: issued.invoiceNo }, 'e-invoice issued');
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
     * Staff: issue again after a refusal (a fresh transactionUuid), or push one that is still pending (its id is
     * kept, so the provider is asked first). 409 when it is issued, the order isn't due, or SInvoice is off.
     */
    async retry(staff: StaffContext, orderId: number): Promise<AdminOrderInvoice> {
      if (!client) throw new ConflictError(M.invoicingOff);
      const order = await orderSource(orderId);
      if (!order) throw new NotFoundError('Không tìm thấy đơn hàng.');
      if (
        !invoiceDue({ status: order.status, payment_method: order.paymentMethod, payment_status: order.paymentStatus })
      )
        throw new ConflictError(M.notEligible);
      return db.transaction(async (tx) => {
        const before = await repo.lockInvoice(tx, orderId);
        if (before.status === 'issued') throw new ConflictError(M.notFailed);
        const after = await repo.updateInvoice(tx, orderId, {
          status: 'pending',
          error: null,
          transactionUuid: before.status === 'failed' ? null : before.transactionUuid,
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
      if (!order || order.userId !== userId) throw new NotFoundError('Không tìm thấy đơn hàng.');
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
      const row = await repo.lastRequestOf(db, userId);
      if (!row?.taxCode) return null;
      return {
        company_name: row.companyName ?? '',
        tax_code: row.taxCode,
        address: row.address ?? '',
        email: row.email ?? '',
      };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
