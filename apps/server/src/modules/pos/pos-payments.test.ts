// A counter sale's transfer part (DESIGN §15): the VietQR for it on the receipt, confirmed by SePay's webhook as any
// transfer (by the order's code and the amount still owed) or by staff (audited); the e-invoice issued once the sale
// is paid, naming the customer only when one was attached.
import { POS_MESSAGES, PosSaleResult, Shift } from '@shop/domain/pos.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { readQrDataUrl } from '../../testing/qr-reader';
import { type SinvoicePeer, sinvoiceEnv, startSinvoicePeer } from '../../testing/sinvoice-peer';
import { call } from '../auth/auth.testing';
import { BANK_ENV, type CounterWorld, SEPAY_KEY, counterWorld } from './pos.testing';
import { QRPay } from 'vietnam-qr-pay';

let w: CounterWorld;
let peer: SinvoicePeer;
let shift: Shift;
beforeAll(async () => {
  peer = await startSinvoicePeer({ username: 'shop', password: 'secret' });
  w = await counterWorld({ env: { ...BANK_ENV, ...sinvoiceEnv(peer) }, jobs: { retryBaseMs: 0 } });
  await w.shelf({ productId: w.shop.products.milk.id, variantId: null }, 50);
  shift = await w.openShift(200_000);
});
afterAll(async () => {
  await w?.close();
  await peer?.close();
});

let transferId = 5000;
/** SePay's webhook for a transfer into the shop's account. */
const sepay = (content: string, amount: number) =>
  call(w.app, 'POST', '/api/webhooks/sepay', {
    headers: { authorization: `Apikey ${SEPAY_KEY}` },
    body: JSON.stringify({
      id: ++transferId,
      gateway: 'MBBank',
      transactionDate: '2026-11-22 10:15:00',
      accountNumber: BANK_ENV.SHOP_ACCOUNT_NO,
      code: null,
      content,
      transferType: 'in',
      transferAmount: amount,
      referenceCode: `FT${transferId}`,
      description: content,
    }),
  });

const receipt = async (id: number) => PosSaleResult.parse((await w.call('GET', `/api/admin/pos/sales/${id}/`)).body);
const milk = (quantity = 1) => [{ product: w.shop.products.milk.id, variant: null, quantity }];

describe('a sale paid partly by transfer', () => {
  it('waits for the transfer (a VietQR for that part), and SePay’s webhook pays it', async () => {
    const sale = await w.sold(
      w.saleBody(shift, {
        items: milk(2),
        payments: [
          { method: 'cash', amount: 100_000 },
          { method: 'transfer', amount: 400_000 },
        ],
        cash_received: 100_000,
      }),
    );
    expect(sale).toMatchObject({
      payments: [
        { method: 'cash', amount: 100_000, confirmed: true },
        { method: 'transfer', amount: 400_000, confirmed: false },
      ],
      order: {
        status: 'delivered',
        payment_method: 'sepay',
        payment_status: 'pending',
        amount_received: 100_000,
        company_payment_received: false,
        payment_expires_at: null,
      },
    });
    const qr = new QRPay(readQrDataUrl(sale.transfer_qr_url!));
    expect(qr.isValid).toBe(true);
    expect(qr.amount).toBe('400000');
    expect(qr.additionalData.purpose).toBe(`DH${sale.order.id}`);
    // Not paid yet: no invoice.
    await w.app.jobs.runDue();
    const before = peer.invoices.size;

    expect((await sepay(`CT DEN:123 DH${sale.order.id} chuyen tien`, 400_000)).body).toEqual({ success: true });
    const paid = await receipt(sale.order.id);
    expect(paid).toMatchObject({
      payments: [{ confirmed: true }, { method: 'transfer', confirmed: true }],
      transfer_qr_url: null,
      order: { payment_status: 'paid', amount_received: 500_000, company_payment_received: true },
    });
    // Paid and handed over: its e-invoice goes now, to no one in particular (no customer attached).
    await w.app.jobs.runDue();
    expect(peer.invoices.size).toBe(before + 1);
    const invoice = [...peer.invoices.values()].at(-1)!;
    expect(invoice.body.buyerInfo).toMatchObject({ buyerName: 'Khách lẻ', buyerNotGetInvoice: 1, buyerEmail: '' });
    expect(invoice.body.summarizeInfo).toMatchObject({ totalAmountWithTax: 500_000 });
    // The shift counts the transfer as such; only the cash is in the drawer.
    const report = Shift.parse((await w.call('GET', `/api/admin/pos/shifts/${shift.id}/`)).body);
    expect(report.sales_by_method).toMatchObject({ cash: 100_000, transfer: 400_000 });
    expect(report.expected_cash).toBe(300_000);
    // Nothing left to confirm.
    const late = await w.call('POST', `/api/admin/pos/sales/${sale.order.id}/confirm-transfer/`);
    expect(late).toMatchObject({ status: 409, body: { detail: POS_MESSAGES.transferConfirmed } });
  });
});

describe('POST /api/admin/pos/sales/{id}/confirm-transfer/', () => {
  it('staff confirm the transfer they saw arrive: paid, audited, once; the invoice names the customer', async () => {
    const sale = await w.sold(
      w.saleBody(shift, {
        customer: w.customer.user.id,
        items: milk(),
        payments: [{ method: 'transfer', amount: 250_000 }],
      }),
    );
    expect(sale.order.payment_status).toBe('pending');
    const res = await w.call('POST', `/api/admin/pos/sales/${sale.order.id}/confirm-transfer/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(PosSaleResult.parse(res.body)).toMatchObject({
      payments: [{ method: 'transfer', confirmed: true }],
      transfer_qr_url: null,
      order: { payment_status: 'paid', company_payment_received: true, amount_received: 250_000 },
    });
    const trail = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, sale.order.id), eq(auditLog.action, 'order.pos_transfer_confirm')));
    expect(trail).toMatchObject([{ actorId: w.staff.user.id, after: { transfer: 250_000, confirmed: true } }]);
    const again = await w.call('POST', `/api/admin/pos/sales/${sale.order.id}/confirm-transfer/`);
    expect(again).toMatchObject({ status: 409, body: { detail: POS_MESSAGES.transferConfirmed } });

    await w.app.jobs.runDue();
    const invoice = [...peer.invoices.values()].at(-1)!;
    expect(invoice.body.buyerInfo).toMatchObject({ buyerName: 'Nguyễn Văn An', buyerEmail: w.customer.email });
  });

  it('is a 409 for a sale without a transfer part', async () => {
    const sale = await w.sold(w.saleBody(shift, { items: milk(), payments: [{ method: 'card', amount: 250_000 }] }));
    const res = await w.call('POST', `/api/admin/pos/sales/${sale.order.id}/confirm-transfer/`);
    expect(res).toMatchObject({ status: 409, body: { detail: POS_MESSAGES.noTransfer } });
  });
});
