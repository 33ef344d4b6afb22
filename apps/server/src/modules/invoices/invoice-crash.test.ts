// Kill -9 while SInvoice is making an order's e-invoice; after the restart the job looks the invoice up by the
// transactionUuid it saved before the call, and the order has exactly one invoice. The real server (`src/server.ts`)
// on the test's database, against the SInvoice protocol peer holding the createInvoice answer in flight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrashServer, openCrashServer, sleep } from '../../testing/crash-server';
import { type SinvoicePeer, sinvoiceEnv, startSinvoicePeer } from '../../testing/sinvoice-peer';

const PORT = Number(process.env.CRASH_INVOICE_PORT ?? 4213);
const ADMIN = { email: 'admin-crash@example.com', password: 'matkhau-admin-123' };

let peer: SinvoicePeer;
let server: CrashServer;

beforeAll(async () => {
  peer = await startSinvoicePeer({ username: 'shop', password: 'secret' });
  server = await openCrashServer({
    port: PORT,
    name: 'invoice',
    env: { ...sinvoiceEnv(peer), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await peer?.close();
});

/** A cash order of one demo product, asking for a company's VAT invoice, moved by staff to delivered. */
async function deliveredOrder(): Promise<{ id: number; token: string }> {
  const { id, token } = await server.placeOrder((email) => ({
    invoice: { company_name: 'Công ty TNHH Sáng', tax_code: '0312345678', address: '1 Lê Lợi', email },
  }));
  const staff = await server.signIn(ADMIN.email, ADMIN.password);
  for (const status of ['accounting_processing', 'processing', 'shipped', 'delivered']) {
    const moved = await server.api(`/api/admin/orders/${id}/transition/`, { status, tracking_number: 'GHN1' }, staff);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return { id, token };
}

describe('kill -9 while the e-invoice is being made', () => {
  it('after the restart the invoice is found by its saved id: issued once', async () => {
    await server.start();
    peer.hold();
    const order = await deliveredOrder();
    // SInvoice has made the invoice and not answered yet: kill -9 now.
    await peer.waitForHeld(1, 30_000);
    await server.kill();
    peer.release();
    expect(peer.invoices.size).toBe(1);

    await server.start();
    const deadline = Date.now() + 60_000;
    let invoice: Record<string, unknown> = {};
    while (Date.now() < deadline) {
      const seen = await server.api(`/api/orders/${order.id}/`, undefined, order.token);
      invoice = seen.body.invoice as Record<string, unknown>;
      if (invoice.status === 'issued') break;
      await sleep(250);
    }
    expect(invoice).toMatchObject({ status: 'issued', tax_code: '0312345678' });
    expect(peer.invoices.size).toBe(1);
    expect(peer.created).toHaveLength(1);
    expect(invoice.number).toBe([...peer.invoices.values()][0]!.invoiceNo);
    await server.kill();
  }, 240_000);
});
