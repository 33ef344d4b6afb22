// An order's e-invoice is made once, whatever goes wrong on the way (DESIGN §13): only SInvoice's "not found" lets a
// try create; a lookup that fails is tried again or fails the invoice; "transaction exists" is adopted; and a staff
// retry, which starts a new transactionUuid, still looks up every earlier one first. Against the SInvoice peer.
import { Order } from '@shop/domain/order-response.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SinvoicePeer, sinvoiceEnv, startSinvoicePeer } from '../../testing/sinvoice-peer';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call, signUp } from '../auth/auth.testing';
import { type Shop, orderBody, placedOrder, seedShop } from '../orders/orders.testing';
import { COMPANY, deliverOrder } from './invoices.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let peer: SinvoicePeer;
let shop: Shop;
let staff: SignedUp;
let cafe: SignedUp;

beforeAll(async () => {
  peer = await startSinvoicePeer({ username: 'shop', password: 'secret' });
  t = await buildTestApp({ seedDemo: false, env: sinvoiceEnv(peer), jobs: { retryBaseMs: 0, retryMaxMs: 0 } });
  shop = await seedShop(t.db);
  staff = await accountWithRole(t.app, t.db, 'staff');
  cafe = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const place = () =>
  placedOrder(
    t.app,
    cafe.tokens.access,
    orderBody({ items: [{ product: shop.products.oolong.id, variant: null, quantity: 1 }], invoice: COMPANY }, shop),
  );
const invoiceOf = async (id: number) =>
  Order.parse((await call(t.app, 'GET', `/api/orders/${id}/`, { token: cafe.tokens.access })).body).invoice;
/** What SInvoice holds: invoices made, and createInvoice calls received. */
const counts = () => ({ invoices: peer.invoices.size, creates: peer.created.length });

describe('one e-invoice per order, whatever goes wrong', () => {
  it('a lost answer then a lookup error: nothing is created again, and a staff retry adopts the first invoice', async () => {
    const placed = await place();
    const before = counts();
    peer.failNext('lost-answer');
    peer.failNextLookup('error-code');
    await deliverOrder(t.app, staff, placed.id);
    // The lookup's refusal says nothing about the invoice: it fails, with SInvoice's words, and creates nothing.
    expect(await invoiceOf(placed.id)).toMatchObject({ status: 'failed' });
    expect(counts()).toEqual({ invoices: before.invoices + 1, creates: before.creates + 1 });
    const desk = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${placed.id}/invoice/`);
    expect(desk.body).toMatchObject({ error: 'Hệ thống đang bận' });
    const [made] = [...peer.invoices.values()].slice(-1);

    const retried = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${placed.id}/invoice/`);
    expect(retried.status).toBe(200);
    await t.app.jobs.runDue();
    expect(await invoiceOf(placed.id)).toMatchObject({ status: 'issued', number: made!.invoiceNo });
    expect(counts()).toEqual({ invoices: before.invoices + 1, creates: before.creates + 1 });
    expect(peer.lookups.at(-1)).toBe(made!.transactionUuid);
    // The PDF is fetched under the id the invoice was made with.
    const pdf = await call(t.app, 'GET', `/api/orders/${placed.id}/invoice.pdf`, { token: cafe.tokens.access });
    expect(pdf.status).toBe(200);
    expect(String(pdf.body)).toContain(made!.invoiceNo);
  });

  it('a lookup 5xx is tried again, never taken for "not found"', async () => {
    const placed = await place();
    const before = counts();
    peer.failNext('lost-answer');
    peer.failNextLookup('http-500');
    await deliverOrder(t.app, staff, placed.id);
    expect(await invoiceOf(placed.id)).toMatchObject({ status: 'issued' });
    expect(counts()).toEqual({ invoices: before.invoices + 1, creates: before.creates + 1 });
  });

  it('"transaction exists" from createInvoice means the invoice exists: it is looked up and adopted', async () => {
    const placed = await place();
    const before = counts();
    peer.failNext('lost-answer');
    // The search lags behind the create once: the next try creates again and is told the id is used.
    peer.failNextLookup('miss');
    await deliverOrder(t.app, staff, placed.id);
    const [made] = [...peer.invoices.values()].slice(-1);
    expect(await invoiceOf(placed.id)).toMatchObject({ status: 'issued', number: made!.invoiceNo });
    expect(counts()).toEqual({ invoices: before.invoices + 1, creates: before.creates + 2 });
  });

  it('after a refusal, a staff retry looks up the earlier id (not found) and then creates under a new one', async () => {
    const placed = await place();
    const before = counts();
    peer.failNext('error-code');
    await deliverOrder(t.app, staff, placed.id);
    expect(await invoiceOf(placed.id)).toMatchObject({ status: 'failed' });
    const refusedUuid = (peer.created.at(-1) as { generalInvoiceInfo: { transactionUuid: string } }).generalInvoiceInfo
      .transactionUuid;
    await adminCall(t.app, staff, 'POST', `/api/admin/orders/${placed.id}/invoice/`);
    await t.app.jobs.runDue();
    expect(await invoiceOf(placed.id)).toMatchObject({ status: 'issued' });
    expect(peer.lookups).toContain(refusedUuid);
    expect(counts()).toEqual({ invoices: before.invoices + 1, creates: before.creates + 2 });
  });
});
