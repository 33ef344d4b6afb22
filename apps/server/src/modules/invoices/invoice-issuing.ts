// The job that issues an order's e-invoice through Viettel SInvoice (DESIGN §13), once: its transactionUuid is saved
// before the call, and a later try looks it up before creating another; a network error or a 5xx is tried again
// with the queue's back-off, a refusal is final (`failed`, with the provider's words) until staff retry.
import { randomUUID } from 'node:crypto';
import { invoiceDue } from '@shop/domain/vat-invoice.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type JobRow, PermanentJobError } from '../../lib/job-queue';
import { type InvoiceOrder, type PayloadSettings, invoicePayload } from './invoice-payload';
import * as repo from './invoices.repo';
import {
  DuplicateTransactionError,
  RejectedInvoiceError,
  type SinvoiceClient,
  TransientInvoiceError,
} from './sinvoice-client';

/** Whether the order's e-invoice is due now (delivered cash, or paid online: the domain's rule). */
export const orderInvoiceDue = (order: InvoiceOrder) =>
  invoiceDue({ status: order.status, payment_method: order.paymentMethod, payment_status: order.paymentStatus });

export interface IssuingDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** Null when SInvoice is not configured: the job then does nothing. */
  client: SinvoiceClient | null;
  settings: PayloadSettings;
  orderSource: (orderId: number) => Promise<InvoiceOrder | undefined>;
}

/** The invoice made under one of these ids, with the id it was found under, or null: none of them has one. */
async function findAny(sinvoice: SinvoiceClient, uuids: readonly string[]) {
  for (const uuid of uuids) {
    const found = await sinvoice.findByTransactionUuid(uuid);
    if (found) return { uuid, invoice: found };
  }
  return null;
}

/**
 * Creates an invoice (an order's, or a return's adjustment) under `uuid`; "that id was used" means it exists, so it
 * is adopted.
 */
export async function createUnder(sinvoice: SinvoiceClient, uuid: string, payload: Record<string, unknown>) {
  try {
    return { uuid, invoice: await sinvoice.createInvoice(payload) };
  } catch (err) {
    if (!(err instanceof DuplicateTransactionError)) throw err;
    const found = await sinvoice.findByTransactionUuid(uuid);
    if (!found) throw new TransientInvoiceError(`SInvoice has ${uuid} but does not find it yet`);
    return { uuid, invoice: found };
  }
}

/** Creates the order's invoice under the row's id. */
function create(sinvoice: SinvoiceClient, order: InvoiceOrder, row: repo.InvoiceRow, settings: PayloadSettings) {
  const uuid = row.transactionUuid!;
  return createUnder(sinvoice, uuid, invoicePayload(order, row, settings, uuid));
}

/** The issuing job's handler: issues the order's invoice once, if it is (still) due and not issued yet. */
export function createIssueJob({ db, log, client, settings, orderSource }: IssuingDeps) {
  /**
   * Looks the invoice up under every id this order was ever sent with (the current one once it was tried), and
   * creates it only when SInvoice says none has one; records what the provider answered. A lookup that fails is
   * never taken for "not found": a network error or 5xx goes up (the queue tries again), a refusal fails the invoice.
   */
  async function issueAt(sinvoice: SinvoiceClient, order: InvoiceOrder, row: repo.InvoiceRow, tried: boolean) {
    const known = [...row.earlierTransactionUuids, ...(tried ? [row.transactionUuid!] : [])];
    try {
      const issued = (await findAny(sinvoice, known)) ?? (await create(sinvoice, order, row, settings));
      const all = [...row.earlierTransactionUuids, row.transactionUuid!];
      await repo.updateInvoice(db, order.id, {
        status: 'issued',
        number: issued.invoice.invoiceNo,
        series: settings.series,
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

  /** Saves (commits) the id before the provider is called, so a lost answer is found again by it; null: not now. */
  function claim(job: JobRow, orderId: number) {
    return db.transaction(async (tx) => {
      const locked = await repo.lockInvoice(tx, orderId);
      if (locked.status === 'issued') return null;
      if (locked.status === 'failed' && !job.key.includes(':retry:')) return null;
      const row = await repo.updateInvoice(tx, orderId, {
        status: 'pending',
        transactionUuid: locked.transactionUuid ?? randomUUID(),
      });
      return { row, tried: locked.transactionUuid !== null };
    });
  }

  return async function issue(job: JobRow): Promise<void> {
    const orderId = Number(job.payload.orderId);
    const order = await orderSource(orderId);
    if (!order) throw new PermanentJobError(`order ${orderId} no longer exists`);
    if (!client || !orderInvoiceDue(order)) return;
    const saved = await claim(job, orderId);
    // A TransientInvoiceError goes up: the queue tries again with back-off, under the same id.
    if (saved) await issueAt(client, order, saved.row, saved.tried);
  };
}
