// Staff and e-invoices (DESIGN §13): orders staff take or edit carry a company's invoice details (validated as at
// checkout), which the e-invoice is then made out to; the invoice can be reviewed before it is made (the same body
// the job sends) and its PDF opened from the back office. Against the SInvoice peer.
import { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { InvoicePreview } from '@shop/domain/invoice.schemas';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { auditOf } from '../../testing/catalog.testing';
import { type SentInvoice, type SinvoicePeer, sinvoiceEnv, startSinvoicePeer } from '../../testing/sinvoice-peer';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, signUp } from '../auth/auth.testing';
import { ADDRESSES, type Shop, seedShop } from '../orders/orders.testing';
import { COMPANY, deliverOrder } from './invoices.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let peer: SinvoicePeer;
let shop: Shop;
let staff: SignedUp;
let shopper: SignedUp;

beforeAll(async () => {
  peer = await startSinvoicePeer({ username: 'shop', password: 'secret' });
  t = await buildTestApp({ seedDemo: false, env: sinvoiceEnv(peer), jobs: { retryBaseMs: 0, retryMaxMs: 0 } });
  shop = await seedShop(t.db);
  staff = await accountWithRole(t.app, t.db, 'staff');
  shopper = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

let phoneSeq = 0;
const staffBody = (overrides: Record<string, unknown> = {}) => ({
  customer: { name: 'Quán Cà phê Sáng', phone: `09440${String(++phoneSeq).padStart(5, '0')}` },
  items: [{ product: shop.products.oolong.id, variant: null, quantity: 2 }],
  shipping_address: '12 Nguyễn Huệ',
  ...ADDRESSES.near,
  shipping_fee: 30_000,
  payment_method: 'cash',
  source: 'phone',
  ...overrides,
});
async function staffOrder(overrides: Record<string, unknown> = {}) {
  const res = await adminCall(t.app, staff, 'POST', '/api/admin/orders/', { body: staffBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return AdminOrder.parse(res.body);
}
const edit = (id: number, body: Record<string, unknown>) =>
  adminCall(t.app, staff, 'PATCH', `/api/admin/orders/${id}/`, { body });

describe('invoice details on orders staff take and edit', () => {
  it('a staff order for a café carries its details, and its e-invoice goes to the company', async () => {
    const order = await staffOrder({ invoice: COMPANY });
    expect(order.invoice).toMatchObject({ ...COMPANY, status: 'none' });
    await deliverOrder(t.app, staff, order.id);
    const sent = peer.created.at(-1) as { buyerInfo: unknown };
    expect(sent.buyerInfo).toMatchObject({
      buyerLegalName: COMPANY.company_name,
      buyerTaxCode: COMPANY.tax_code,
      buyerEmail: COMPANY.email,
      buyerNotGetInvoice: 0,
    });
  });

  it('a bad tax code is refused with the domain’s message, and no order is made', async () => {
    const before = await adminCall(t.app, staff, 'GET', '/api/admin/orders/');
    const bad = await adminCall(t.app, staff, 'POST', '/api/admin/orders/', {
      body: staffBody({ invoice: { ...COMPANY, tax_code: '0312345678-1' } }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ 'invoice.tax_code': ['Mã số thuế không hợp lệ'] });
    const after = await adminCall(t.app, staff, 'GET', '/api/admin/orders/');
    expect((after.body as { count: number }).count).toBe((before.body as { count: number }).count);
  });

  it('an edit sets, changes and takes off the details, audited; a bad tax code changes nothing', async () => {
    // A customer with a real e-mail, who would be mailed an edit they can see.
    const { customer } = staffBody();
    let order = await staffOrder({ customer: { ...customer, email: `cafe-${customer.phone}@example.com` } });
    expect(order.invoice.tax_code).toBeNull();
    const set = await edit(order.id, { version: order.version, invoice: COMPANY });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    order = AdminOrder.parse(set.body);
    expect(order.invoice).toMatchObject(COMPANY);

    const bad = await edit(order.id, { version: order.version, invoice: { ...COMPANY, tax_code: 'abc' } });
    expect(bad.body).toEqual({ 'invoice.tax_code': ['Mã số thuế không hợp lệ'] });
    const branch = { ...COMPANY, tax_code: '0312345678' };
    order = AdminOrder.parse((await edit(order.id, { version: order.version, invoice: branch })).body);
    expect(order.invoice.tax_code).toBe('0312345678');

    order = AdminOrder.parse((await edit(order.id, { version: order.version, invoice: null })).body);
    expect(order.invoice).toMatchObject({ company_name: null, tax_code: null });
    const audits = (await auditOf(t.db, 'order', order.id)).filter((a) => a.action === 'order.edit');
    expect(
      audits.map((a) => [(a.before as { invoice: unknown }).invoice, (a.after as { invoice: unknown }).invoice]),
    ).toEqual([
      [null, COMPANY],
      [COMPANY, branch],
      [branch, null],
    ]);
    // The invoice details are the shop's paperwork: the shopper gets no "order edited" mail for them.
    const mails = await t.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `order:${order.id}:edited:%`));
    expect(mails).toEqual([]);
    await deliverOrder(t.app, staff, order.id);
    expect((peer.created.at(-1) as { buyerInfo: unknown }).buyerInfo).toMatchObject({ buyerNotGetInvoice: 1 });
  });
});

describe('reviewing the e-invoice and its PDF from the back office', () => {
  it('the preview is the body the job then sends, line for line', async () => {
    const order = await staffOrder({ invoice: COMPANY, promotion_ids: [shop.promo.GIAM10.id] });
    const res = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${order.id}/invoice/preview/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = InvoicePreview.parse(res.body);
    expect(preview.buyer).toMatchObject({ legal_name: COMPANY.company_name, gets_invoice: true });
    expect(preview.total_with_tax).toBe(order.final_total);
    expect(preview.lines.filter((l) => l.is_discount).map((l) => l.amount_without_tax + l.tax_amount)).toEqual([
      order.discount,
    ]);
    await deliverOrder(t.app, staff, order.id);
    const sent = peer.created.at(-1) as unknown as SentInvoice;
    expect(preview.lines.map((l) => [l.line_number, l.name, l.amount_without_tax, l.tax_amount])).toEqual(
      sent.itemInfo.map((l) => [l.lineNumber, l.itemName, l.itemTotalAmountWithoutTax, l.taxAmount]),
    );
    expect(preview.total_tax).toBe(sent.summarizeInfo.totalTaxAmount);
  });

  it('staff open the issued invoice’s PDF; a customer may not; none before it is issued', async () => {
    const order = await staffOrder({ invoice: COMPANY });
    const path = `/api/admin/orders/${order.id}/invoice.pdf`;
    expect((await adminCall(t.app, staff, 'GET', path)).status).toBe(404);
    await deliverOrder(t.app, staff, order.id);
    const pdf = await adminCall(t.app, staff, 'GET', path);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.body)).toMatch(/^%PDF/);
    expect((await adminCall(t.app, shopper, 'GET', path)).status).toBe(403);
    expect((await adminCall(t.app, shopper, 'GET', `/api/admin/orders/${order.id}/invoice/preview/`)).status).toBe(403);
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/orders/999999/invoice/preview/')).status).toBe(404);
  });
});
