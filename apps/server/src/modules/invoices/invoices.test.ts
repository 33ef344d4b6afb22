// VAT invoice requests at checkout and e-invoices through an SInvoice protocol peer (DESIGN §13).
import { randomUUID } from 'node:crypto';
import { Order } from '@shop/domain/order-response.schemas';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, products } from '../../db/schema/index';
import { auditOf } from '../../testing/catalog.testing';
import {
  type SentInvoice,
  type SentLine,
  type SinvoicePeer,
  sinvoiceEnv,
  startSinvoicePeer,
} from '../../testing/sinvoice-peer';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call, signUp } from '../auth/auth.testing';
import { COMPANY, deliverOrder } from './invoices.testing';
import { RejectedInvoiceError, createSinvoiceClient } from './sinvoice-client';
import { type Shop, orderBody, placeOrder, placedOrder, seedShop } from '../orders/orders.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let peer: SinvoicePeer;
let shop: Shop;
let staff: SignedUp;
let cafe: SignedUp;
let other: SignedUp;

const company = COMPANY;

beforeAll(async () => {
  peer = await startSinvoicePeer({ username: 'shop', password: 'secret' });
  t = await buildTestApp({ seedDemo: false, env: sinvoiceEnv(peer), jobs: { retryBaseMs: 0, retryMaxMs: 0 } });
  shop = await seedShop(t.db);
  staff = await accountWithRole(t.app, t.db, 'staff');
  cafe = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const items = (quantity = 2) => [{ product: shop.products.oolong.id, variant: null, quantity }];
const order = async (who: SignedUp, overrides: Record<string, unknown> = {}) =>
  placedOrder(t.app, who.tokens.access, orderBody({ items: items(), ...overrides }, shop));
const orderAnswer = async (who: SignedUp, id: number) =>
  Order.parse((await call(t.app, 'GET', `/api/orders/${id}/`, { token: who.tokens.access })).body);

const deliver = (id: number) => deliverOrder(t.app, staff, id);

describe('invoice details at checkout', () => {
  it('refuses a bad tax code or a missing company with field messages', async () => {
    const bad = await placeOrder(
      t.app,
      cafe.tokens.access,
      orderBody({ items: items(), invoice: { ...company, tax_code: '12345' } }, shop),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ 'invoice.tax_code': ['Mã số thuế không hợp lệ'] });
    const blank = await placeOrder(
      t.app,
      cafe.tokens.access,
      orderBody({ items: items(), invoice: { ...company, company_name: '', email: 'x' } }, shop),
    );
    expect(blank.body).toEqual({
      'invoice.company_name': ['Vui lòng nhập tên công ty.'],
      'invoice.email': ['Email nhận hóa đơn không hợp lệ.'],
    });
  });

  it('keeps the request on the order and prefills the shopper’s next checkout, for them only', async () => {
    expect((await call(t.app, 'GET', '/api/invoice-details/last/', { token: cafe.tokens.access })).body).toBeNull();
    const placed = await order(cafe, { invoice: company });
    expect(placed.invoice).toEqual({ ...company, status: 'none', number: null, series: null, issued_at: null });
    expect((await orderAnswer(cafe, placed.id)).invoice).toEqual(placed.invoice);
    expect((await call(t.app, 'GET', '/api/invoice-details/last/', { token: cafe.tokens.access })).body).toEqual(
      company,
    );
    expect((await call(t.app, 'GET', '/api/invoice-details/last/', { token: other.tokens.access })).body).toBeNull();
    const plain = await order(other);
    expect(plain.invoice).toMatchObject({ company_name: null, tax_code: null, status: 'none' });
  });
});

describe('e-invoices through SInvoice', () => {
  it('issues one invoice to the company when a cash order is delivered, splitting VAT to the dong', async () => {
    const placed = await order(cafe, { invoice: company });
    const before = peer.created.length;
    await deliver(placed.id);
    const after = await orderAnswer(cafe, placed.id);
    expect(after.invoice).toMatchObject({ status: 'issued', series: 'C26TAA', tax_code: company.tax_code });
    expect(after.invoice.number).toMatch(/^C26TAA\d{7}$/);
    expect(peer.created.length).toBe(before + 1);
    const body = peer.created.at(-1)! as Record<string, Record<string, unknown>>;
    expect(body.buyerInfo).toMatchObject({
      buyerLegalName: company.company_name,
      buyerTaxCode: company.tax_code,
      buyerNotGetInvoice: 0,
    });
    expect(body.generalInvoiceInfo).toMatchObject({
      templateCode: '1/001',
      invoiceSeries: 'C26TAA',
      currencyCode: 'VND',
      paymentStatus: false,
    });
    expect(body.summarizeInfo!.totalAmountWithTax).toBe(placed.final_total);
    const lines = body.itemInfo as unknown as {
      itemName: string;
      itemTotalAmountWithoutTax: number;
      taxAmount: number;
      taxPercentage: number;
    }[];
    // 2 × 99,000 at the default 8 %: net 183,333 + VAT 14,667; the shipping fee is its own line.
    expect(lines[0]).toMatchObject({ itemTotalAmountWithoutTax: 183_333, taxAmount: 14_667, taxPercentage: 8 });
    expect(lines.reduce((s, l) => s + l.itemTotalAmountWithoutTax + l.taxAmount, 0)).toBe(placed.final_total);

    // The delivered mail tells where the PDF is.
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%#${placed.id}%`));
    expect(mails.find((m) => m.text.includes('Hóa đơn VAT'))?.text).toContain(`/account/orders/${placed.id}`);

    // Marking it paid later, or running the queue again, issues nothing more.
    await adminCall(t.app, staff, 'POST', `/api/admin/orders/${placed.id}/mark-paid/`, { body: {} });
    await t.app.jobs.runDue();
    expect(peer.created.length).toBe(before + 1);
  });

  it('a voucher’s discount is a positive selection-3 line the totals subtract, per rate, to the dong', async () => {
    // 2 oolong (99,000, 8 % by default) and 1 milk (250,000 at 10 %), 10 % off the goods: 44,800.
    await t.db.update(products).set({ vatRate: 10 }).where(eq(products.id, shop.products.milk.id));
    const placed = await order(cafe, {
      invoice: company,
      promotion_ids: [shop.promo.GIAM10.id],
      items: [...items(), { product: shop.products.milk.id, variant: null, quantity: 1 }],
    });
    expect(placed.discount).toBe(44_800);
    await deliver(placed.id);
    expect((await orderAnswer(cafe, placed.id)).invoice.status).toBe('issued');
    const body = peer.created.at(-1) as unknown as SentInvoice;
    const discounts = body.itemInfo.filter((l) => l.selection === 3);
    expect(discounts.map((l) => [l.taxPercentage, l.itemTotalAmountWithoutTax + l.taxAmount])).toEqual([
      [8, 19_800],
      [10, 25_000],
    ]);
    expect(discounts.every((l) => l.isIncreaseItem === false)).toBe(true);
    const signed = (l: SentLine) => (l.isIncreaseItem === false ? -1 : 1);
    for (const b of body.taxBreakdowns) {
      const at = body.itemInfo.filter((l) => l.taxPercentage === b.taxPercentage);
      expect(b.taxableAmount).toBe(at.reduce((s, l) => s + signed(l) * l.itemTotalAmountWithoutTax, 0));
      expect(b.taxAmount).toBe(at.reduce((s, l) => s + signed(l) * l.taxAmount, 0));
    }
    expect(body.taxBreakdowns.reduce((s, b) => s + b.taxableAmount + b.taxAmount, 0)).toBe(placed.final_total);
    expect(body.summarizeInfo).toEqual({
      totalAmountWithoutTax: body.taxBreakdowns.reduce((s, b) => s + b.taxableAmount, 0),
      totalTaxAmount: body.taxBreakdowns.reduce((s, b) => s + b.taxAmount, 0),
      totalAmountWithTax: placed.final_total,
    });
  });

  it('the peer refuses a negative amount on any line, as SInvoice does', async () => {
    const env = sinvoiceEnv(peer);
    const client = createSinvoiceClient({
      username: env.SINVOICE_USERNAME,
      password: env.SINVOICE_PASSWORD,
      taxCode: env.SINVOICE_TAX_CODE,
      templateCode: env.SINVOICE_TEMPLATE_CODE,
      series: env.SINVOICE_SERIES,
      baseUrl: env.SINVOICE_BASE_URL,
    });
    const negative = { lineNumber: 2, itemTotalAmountWithoutTax: -12_500, taxAmount: -1_000 };
    const refused = await client
      .createInvoice({ generalInvoiceInfo: { transactionUuid: randomUUID() }, itemInfo: [negative] })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RejectedInvoiceError);
    expect(refused).toMatchObject({ code: 'INVOICE_ITEM_AMOUNT_NEGATIVE', message: 'Dòng 2: số tiền không được âm' });
  });

  it('the shopper without details is the buyer, who does not get the invoice', async () => {
    const placed = await order(other);
    await deliver(placed.id);
    expect((await orderAnswer(other, placed.id)).invoice.status).toBe('issued');
    expect((peer.created.at(-1) as { buyerInfo: unknown }).buyerInfo).toMatchObject({
      buyerTaxCode: '',
      buyerNotGetInvoice: 1,
    });
  });

  it('a lost answer is found again by its transactionUuid: one invoice, not two', async () => {
    const placed = await order(cafe, { invoice: company });
    const invoicesBefore = peer.invoices.size;
    const createsBefore = peer.created.length;
    peer.failNext('lost-answer');
    await deliver(placed.id);
    expect((await orderAnswer(cafe, placed.id)).invoice.status).toBe('issued');
    expect(peer.invoices.size).toBe(invoicesBefore + 1);
    expect(peer.created.length).toBe(createsBefore + 1);
  });

  it('a 5xx is tried again; a refusal fails with the provider’s words until staff retry', async () => {
    const flaky = await order(cafe);
    peer.failNext('http-500');
    await deliver(flaky.id);
    expect((await orderAnswer(cafe, flaky.id)).invoice.status).toBe('issued');

    const refused = await order(cafe, { invoice: company });
    peer.failNext('error-code');
    await deliver(refused.id);
    expect((await orderAnswer(cafe, refused.id)).invoice.status).toBe('failed');
    const desk = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${refused.id}/invoice/`);
    expect(desk.body).toMatchObject({ status: 'failed', error: 'Thông tin người mua không hợp lệ' });
    const denied = await adminCall(t.app, cafe, 'POST', `/api/admin/orders/${refused.id}/invoice/`);
    expect(denied.status).toBe(403);
    const retried = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${refused.id}/invoice/`);
    expect(retried.body).toMatchObject({ status: 'pending', error: null });
    await t.app.jobs.runDue();
    expect((await orderAnswer(cafe, refused.id)).invoice.status).toBe('issued');
    expect((await auditOf(t.db, 'order', refused.id)).map((a) => a.action)).toContain('order.invoice_retry');
    const again = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${refused.id}/invoice/`);
    expect(again.status).toBe(409);
    const notDue = await order(cafe);
    expect((await adminCall(t.app, staff, 'POST', `/api/admin/orders/${notDue.id}/invoice/`)).status).toBe(409);
  });

  it('the PDF goes to the order’s owner only', async () => {
    const placed = await order(cafe, { invoice: company });
    const early = await call(t.app, 'GET', `/api/orders/${placed.id}/invoice.pdf`, { token: cafe.tokens.access });
    expect(early.status).toBe(404);
    await deliver(placed.id);
    const pdf = await call(t.app, 'GET', `/api/orders/${placed.id}/invoice.pdf`, { token: cafe.tokens.access });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF')).toBe(true);
    const stranger = await call(t.app, 'GET', `/api/orders/${placed.id}/invoice.pdf`, { token: other.tokens.access });
    expect(stranger.status).toBe(404);
    expect((await call(t.app, 'GET', `/api/orders/${placed.id}/invoice.pdf`)).status).toBe(401);
  });

  it('a returned order with an issued invoice is listed for adjustment', async () => {
    const placed = await order(cafe, { invoice: company });
    await deliver(placed.id);
    const returned = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${placed.id}/transition/`, {
      body: { status: 'returned' },
    });
    expect(returned.status).toBe(200);
    const list = await adminCall(t.app, staff, 'GET', '/api/admin/invoices/adjustments/');
    expect(list.body).toEqual([
      expect.objectContaining({
        order_id: placed.id,
        company_name: company.company_name,
        final_total: placed.final_total,
      }),
    ]);
  });
});
